import type { Outright, PlayCode, SportMatch } from 'shared/contract';
import { betGameId } from '../../../lib/plays';
import { selectionKey, type SlipSelection } from '../../../lib/selection';
import type { ColumnKind } from './play-columns';

/** The pick names that are words rather than a team (i18n texts of the book). */
export interface PickTexts {
  over: (ratio: string) => string;
  under: (ratio: string) => string;
  odd: string;
  even: string;
  draw: string;
}

/** What the slip shows as the pick: the team for sides and 1X2, 大/小 with the line, 单/双, 和局. */
export function pickName(
  kind: ColumnKind,
  r: string,
  teams: Pick<SportMatch, 'team_h' | 'team_c'>,
  ratio: string | null,
  texts: PickTexts,
): string {
  if (kind === 'total') return r === 'O' ? texts.over(ratio ?? '') : texts.under(ratio ?? '');
  if (kind === 'oddEven') return r === 'ODD' ? texts.odd : texts.even;
  if (r === 'N') return texts.draw;
  return r === 'H' ? teams.team_h : teams.team_c;
}

/** The key a match price has in the store and the slip: half-time plays on hgid (plays.ts). */
export function matchPriceKey(match: Pick<SportMatch, 'gameId' | 'hgid'>, w: PlayCode, r: string): string {
  return selectionKey(betGameId(match, w), w, r);
}

export function outrightPriceKey(outright: Pick<Outright, 'gameId'>, rtype: string): string {
  return selectionKey(outright.gameId, 'FS', rtype);
}

interface PriceSeen {
  odds: number;
  ratio: string | null;
  open: boolean;
}

/** The selection a click on a match price puts in the slip, with the price as the member saw it. */
export function matchSelection(
  match: SportMatch,
  w: PlayCode,
  r: string,
  price: PriceSeen,
  pick: string,
): SlipSelection {
  return {
    key: matchPriceKey(match, w, r),
    matchId: match.gameId,
    betGameId: betGameId(match, w),
    w,
    r,
    odds: price.odds,
    ratio: price.ratio,
    champion: false,
    gameType: match.gameType,
    league: match.league,
    team_h: match.team_h,
    team_c: match.team_c,
    pick,
    isLive: match.isLive,
    isInvalid: false,
    closed: !price.open,
  };
}

/** An outright rate as a slip selection: champion, the rtype as r, the title in team_h (SlipSelection's rule). */
export function outrightSelection(
  outright: Outright,
  rate: { rtype: string; name: string },
  price: PriceSeen,
): SlipSelection {
  return {
    key: outrightPriceKey(outright, rate.rtype),
    matchId: outright.gameId,
    betGameId: outright.gameId,
    w: 'FS',
    r: rate.rtype,
    odds: price.odds,
    ratio: null,
    champion: true,
    gameType: outright.gameType,
    league: outright.league,
    team_h: outright.title,
    team_c: '',
    pick: rate.name,
    isLive: false,
    isInvalid: false,
    closed: !price.open,
  };
}
