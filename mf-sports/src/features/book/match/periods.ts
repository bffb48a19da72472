import type { SportMatch } from 'shared/contract';

export type PeriodFields = Pick<SportMatch, 'gameType' | 'isLive' | 're_time' | 'se_now' | 'HalfTime' | 'inningNum'>;

/** The period of a live match (SPEC §2 "Period names"), as an i18n key of the book with its values. */
export type PeriodName =
  | {
      key:
        | 'firstHalf'
        | 'secondHalf'
        | 'halfTime'
        | 'overtime'
        | 'fullTime'
        | 'quarter1'
        | 'quarter2'
        | 'quarter3'
        | 'quarter4';
    }
  | { key: 'inning' | 'inningOvertime'; n: number };

/** Baseball's regulation is nine innings; SPEC §2 counts overtime from the 9th on, shown as 第N局（加时）. */
export const BASEBALL_OVERTIME_INNING = 9;

const QUARTERS = { Q1: 'quarter1', Q2: 'quarter2', Q3: 'quarter3', Q4: 'quarter4' } as const;

/** null when the match is not live or the period code is unknown. */
export function periodName(match: PeriodFields): PeriodName | null {
  if (!match.isLive) return null;
  const code = match.se_now.trim().toUpperCase();
  switch (match.gameType) {
    case 'FT': {
      // Before the first period code arrives, the clock text carries it ("1H^12:00").
      const period = code || match.re_time.split('^')[0]?.trim().toUpperCase() || '';
      if (match.HalfTime || period === 'HT' || period === 'HALFTIME') return { key: 'halfTime' };
      if (period === '1H') return { key: 'firstHalf' };
      if (period === '2H') return { key: 'secondHalf' };
      return null;
    }
    case 'BK': {
      if (code.includes('OT')) return { key: 'overtime' };
      if (match.HalfTime || code === 'HT') return { key: 'halfTime' };
      if (code in QUARTERS) return { key: QUARTERS[code as keyof typeof QUARTERS] };
      if (code === 'H1') return { key: 'firstHalf' };
      if (code === 'H2') return { key: 'secondHalf' };
      return null;
    }
    case 'BS':
      if (match.inningNum < 1) return null;
      return { key: match.inningNum >= BASEBALL_OVERTIME_INNING ? 'inningOvertime' : 'inning', n: match.inningNum };
    default:
      return { key: 'fullTime' };
  }
}
