import type { PlayCode } from 'shared/contract';

export type PlayKind = 'handicap' | 'total' | 'moneyline' | 'oddEven' | 'outright';

export interface PlayInfo {
  kind: PlayKind;
  /** Priced and settled on the first half (placed on the half match's id, hgid). */
  half: boolean;
  /** An in-play code (RE, ROU, …). */
  live: boolean;
}

const PLAYS: Readonly<Record<PlayCode, PlayInfo>> = {
  R: { kind: 'handicap', half: false, live: false },
  OU: { kind: 'total', half: false, live: false },
  M: { kind: 'moneyline', half: false, live: false },
  EO: { kind: 'oddEven', half: false, live: false },
  HR: { kind: 'handicap', half: true, live: false },
  HOU: { kind: 'total', half: true, live: false },
  HM: { kind: 'moneyline', half: true, live: false },
  RE: { kind: 'handicap', half: false, live: true },
  ROU: { kind: 'total', half: false, live: true },
  RM: { kind: 'moneyline', half: false, live: true },
  REO: { kind: 'oddEven', half: false, live: true },
  HRE: { kind: 'handicap', half: true, live: true },
  HROU: { kind: 'total', half: true, live: true },
  HRM: { kind: 'moneyline', half: true, live: true },
  FS: { kind: 'outright', half: false, live: false },
};

export function playInfo(w: PlayCode): PlayInfo {
  return PLAYS[w];
}

/** The in-play code of a pre-match play and back: what a market is called before and after kick-off. */
const LIVE_CODE: Readonly<Partial<Record<PlayCode, PlayCode>>> = {
  R: 'RE',
  OU: 'ROU',
  M: 'RM',
  EO: 'REO',
  HR: 'HRE',
  HOU: 'HROU',
  HM: 'HRM',
};

export function liveCodeOf(w: PlayCode): PlayCode {
  return LIVE_CODE[w] ?? w;
}

/** The selections of a play, in display order; threeWay adds the draw to moneylines. */
export function selectionsOf(kind: PlayKind, threeWay: boolean): string[] {
  switch (kind) {
    case 'handicap':
      return ['H', 'C'];
    case 'total':
      return ['O', 'U'];
    case 'moneyline':
      return threeWay ? ['H', 'N', 'C'] : ['H', 'C'];
    case 'oddEven':
      return ['ODD', 'EVEN'];
    case 'outright':
      return [];
  }
}
