import type { PlayCode, SportMatch, SportMarketLine } from 'shared/contract';

/** How a column lays its prices out: a two-way line, a total, 1X2, or odd/even. */
export type ColumnKind = 'handicap' | 'total' | 'moneyline' | 'oddEven';

export interface PlayColumn {
  /** The pre-match play code, also the column's i18n key. */
  id: 'R' | 'OU' | 'M' | 'EO' | 'HR' | 'HOU' | 'HM';
  kind: ColumnKind;
  /** The pre-match play and its in-play twin. */
  plays: readonly [PlayCode, PlayCode];
}

/** The price columns of the match list, in order: full time, then half time (priced on hgid). */
export const PLAY_COLUMNS: readonly PlayColumn[] = [
  { id: 'R', kind: 'handicap', plays: ['R', 'RE'] },
  { id: 'OU', kind: 'total', plays: ['OU', 'ROU'] },
  { id: 'M', kind: 'moneyline', plays: ['M', 'RM'] },
  { id: 'EO', kind: 'oddEven', plays: ['EO', 'REO'] },
  { id: 'HR', kind: 'handicap', plays: ['HR', 'HRE'] },
  { id: 'HOU', kind: 'total', plays: ['HOU', 'HROU'] },
  { id: 'HM', kind: 'moneyline', plays: ['HM', 'HRM'] },
];

/** The selections of each kind, one line each: home/over/odd first, then away/under/even, then the draw. */
export const KIND_SELECTIONS: Readonly<Record<ColumnKind, readonly string[]>> = {
  handicap: ['H', 'C'],
  total: ['O', 'U'],
  moneyline: ['H', 'C', 'N'],
  oddEven: ['ODD', 'EVEN'],
};

/** The match's market for a column: the in-play play while it is live, the pre-match one otherwise, either if only one exists. */
export function columnMarket(
  match: Pick<SportMatch, 'isLive' | 'markets'>,
  column: PlayColumn,
): SportMarketLine | undefined {
  const [preMatch, inPlay] = column.plays;
  const preferred = match.isLive ? inPlay : preMatch;
  const other = match.isLive ? preMatch : inPlay;
  return match.markets.find((m) => m.w === preferred) ?? match.markets.find((m) => m.w === other);
}
