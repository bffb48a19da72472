// The slip's item: the book builds it from a price and the feed keys prices by its selectionKey.
import type { MatchSport, PlayCode } from 'shared/contract';

/**
 * One selection in the bet slip (SPEC §3 "Sports odd selection": gameInfo, playInfo.w, oddInfo.r,
 * championRate, isInvalid), kept flat so the slip can persist it and the rules can compare it.
 */
export interface SlipSelection {
  /** `${betGameId}|${w}|${r}`: the same price picked twice has the same key. */
  key: string;
  /** The fixture's id (gameId, or the outright's id): selections sharing it are the same match. */
  matchId: string;
  /** The id the bet is placed on: hgid for half-time plays (book/plays.ts betGameId). */
  betGameId: string;
  w: PlayCode;
  r: string;
  /** European price, kept current from the feed while the selection sits in the slip. */
  odds: number;
  ratio: string | null;
  /** Outright (champion) selections exclude the others and vice versa (SPEC §4). */
  champion: boolean;
  gameType: MatchSport;
  league: string;
  /** Home and away, or the outright's title in team_h and '' in team_c. */
  team_h: string;
  team_c: string;
  /** The pick as shown: a team, 大 2.5, 单, an outright entrant. */
  pick: string;
  isLive: boolean;
  /** Set by the series rules when another selection shares the match. */
  isInvalid: boolean;
  /** Market suspended or price gone: shown, not placeable. */
  closed: boolean;
}

export function selectionKey(betGameId: string, w: string, r: string): string {
  return `${betGameId}|${w}|${r}`;
}
