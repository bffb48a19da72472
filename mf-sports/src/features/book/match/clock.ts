import { formatBeijingTime } from 'shared/format';
import type { SportMarket, SportMatch } from 'shared/contract';

export type ClockFields = Pick<
  SportMatch,
  'gameType' | 'isLive' | 'startTime' | 're_time' | 't_count' | 'se_now' | 'HalfTime' | 'sc_FT_H' | 'sc_FT_C'
>;

/**
 * What the time column shows (SPEC §2 "Game time display"):
 * soon — 即将开始; running — the live clock text ("67'" or "08:32"); start — the Beijing start time,
 * with the date in the early market; none — a live match whose sport has no clock, or half time.
 */
export type MatchClock =
  | { kind: 'soon' }
  | { kind: 'running'; text: string }
  | { kind: 'start'; time: string; date: string | null }
  | { kind: 'none' };

/** The Beijing wall clock of an ISO time: 'YYYY-MM-DD', 'MM-DD' and 'HH:mm'; null when it is not a time. */
export function beijingParts(iso: string): { day: string; date: string; time: string } | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const text = formatBeijingTime(ms, 'minute');
  return { day: text.slice(0, 10), date: text.slice(5, 10), time: text.slice(11, 16) };
}

/** Football clock text "2H^67:12" → 67 (the minute played); null when it carries no mm:ss. */
export function footballMinute(reTime: string): number | null {
  const clock = reTime.includes('^') ? reTime.slice(reTime.indexOf('^') + 1) : reTime;
  const found = /^(\d{1,3}):(\d{2})$/.exec(clock.trim());
  return found?.[1] === undefined ? null : Number(found[1]);
}

/** Basketball: seconds left in the period → "mm:ss". */
export function basketballClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

export function matchClock(match: ClockFields, market: SportMarket): MatchClock {
  if (!match.isLive) {
    const start = beijingParts(match.startTime);
    if (!start) return { kind: 'none' };
    return { kind: 'start', time: start.time, date: market === 'FU' ? start.date : null };
  }
  const goalless = match.sc_FT_H === 0 && match.sc_FT_C === 0;
  // The period column says 中场 during the break; a frozen clock next to it would only confuse.
  const halfTime = match.HalfTime || match.se_now === 'HT';
  if (match.gameType === 'BK') {
    if (halfTime) return { kind: 'none' };
    if (match.t_count === 0 && goalless) return { kind: 'soon' };
    return { kind: 'running', text: basketballClock(match.t_count) };
  }
  if (match.gameType === 'FT' || match.gameType === 'VF') {
    if (halfTime) return { kind: 'none' };
    const minute = footballMinute(match.re_time);
    if ((minute === null || minute === 0) && goalless) return { kind: 'soon' };
    return minute === null ? { kind: 'none' } : { kind: 'running', text: `${minute}'` };
  }
  return { kind: 'none' };
}
