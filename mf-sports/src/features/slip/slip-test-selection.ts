import type { SlipSelection } from '../../lib/selection';
import { selectionKey } from '../../lib/selection';

/** A selection for tests: a home pick on the handicap of `matchId`, unless told otherwise. */
export function testSelection(matchId: string, overrides: Partial<SlipSelection> = {}): SlipSelection {
  const w = overrides.w ?? 'R';
  const r = overrides.r ?? 'H';
  const betGameId = overrides.betGameId ?? matchId;
  return {
    key: selectionKey(betGameId, w, r),
    matchId,
    betGameId,
    w,
    r,
    odds: 1.95,
    ratio: '0.5',
    champion: false,
    gameType: 'FT',
    league: '英格兰超级联赛',
    team_h: `主队${matchId}`,
    team_c: `客队${matchId}`,
    pick: `主队${matchId}`,
    isLive: false,
    isInvalid: false,
    closed: false,
    ...overrides,
  };
}

/** An outright (champion) selection: play FS, the entrant's rtype. */
export function testChampion(outrightId: string, rtype: string, overrides: Partial<SlipSelection> = {}): SlipSelection {
  return testSelection(outrightId, {
    w: 'FS',
    r: rtype,
    ratio: null,
    champion: true,
    team_h: '冠军',
    team_c: '',
    pick: rtype,
    odds: 5,
    ...overrides,
  });
}
