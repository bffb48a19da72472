import type { MatchChange, SportMatch } from 'shared/contract';
import { profileOf } from '../catalog/sport-profiles';
import { basketballSecondsLeft, MINUTE_MS } from '../model/match-clock';
import type { LiveMatch } from '../model/live-match';

/**
 * Every field the feed may change (MatchChange's keys), all present and typed as the full match has
 * them: the feed's copy marks them optional, so they are taken from the match schema, not Required<>.
 */
export type LiveFields = Pick<SportMatch, Exclude<keyof MatchChange, 'gameId'>>;

/** Fields that only say the clock moved: pushed at most once a second per match. */
export const CLOCK_FIELDS: ReadonlySet<string> = new Set(['re_time', 't_count']);

function mmss(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The clock text: football and ice hockey count up from kick-off ("2H^67:12"), basketball down ("Q3^05:12"). */
function clockText(match: LiveMatch): string {
  const { fixture, state } = match;
  if (state.status !== 'live') return '';
  const profile = profileOf(fixture.sport);
  if (profile.family === 'goals' && profile.periods !== undefined) {
    const periodMs = profile.periods.minutes * MINUTE_MS;
    const played = (state.periodIndex - 1) * periodMs + (state.breakMs > 0 ? periodMs : state.periodMs);
    return `${state.period}^${mmss(played)}`;
  }
  if (profile.family === 'basketball') return `${state.period}^${mmss(basketballSecondsLeft(fixture, state) * 1000)}`;
  return '';
}

export function liveFieldsOf(match: LiveMatch): LiveFields {
  const { fixture, state } = match;
  const live = state.status === 'live';
  const family = profileOf(fixture.sport).family;
  const sets = family === 'sets';
  return {
    gameStatus: state.status,
    isLive: live,
    re_time: clockText(match),
    t_count: family === 'basketball' ? basketballSecondsLeft(fixture, state) : 0,
    se_now: live ? state.period : '',
    HalfTime: live && state.period === 'HT',
    inningNum: live && family === 'baseball' ? state.periodIndex : 0,
    sc_FT_H: state.scoreH,
    sc_FT_C: state.scoreC,
    sc_set_H: sets ? state.scoreH : 0,
    sc_set_A: sets ? state.scoreC : 0,
    sc_game_H: sets ? state.gameH : 0,
    sc_game_A: sets ? state.gameC : 0,
  };
}
