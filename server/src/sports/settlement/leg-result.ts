import type { BetResultCode, MatchSport, PlayCode } from 'shared/contract';
import { profileOf } from '../catalog/sport-profiles';
import { handicapOutcome, moneylineOutcome, oddEvenOutcome, totalOutcome, type Outcome } from '../rules/outcomes';
import { playInfo } from '../rules/plays';

/** What settling a match leg needs to know about the bet. */
export interface LegTerms {
  sport: MatchSport;
  w: PlayCode;
  r: string;
  ratio: string | null;
  strong: 'H' | 'C' | null;
  /** The score when an in-play bet was taken (null pre-match): in-play football handicaps count only later goals. */
  betScore: { home: number; away: number } | null;
}

/** How the match ended; the half-time score is null where the sport has none. */
export interface FinalScore {
  home: number;
  away: number;
  half: { home: number; away: number } | null;
}

/**
 * A leg's result code (SPEC §8). Terms that cannot be read void the leg as a handicap/odds error (D2);
 * a half-time play on a match without a half-time score is a result error (D3).
 */
export function legResult(terms: LegTerms, score: FinalScore): BetResultCode {
  const info = playInfo(terms.w);
  const counted = info.half ? score.half : { home: score.home, away: score.away };
  if (counted === null) return 'D3';
  const diff = counted.home - counted.away;
  const total = counted.home + counted.away;
  let outcome: Outcome | null = null;
  switch (info.kind) {
    case 'handicap': {
      if (terms.ratio === null || terms.strong === null) return 'D2';
      const fromBet = info.live && profileOf(terms.sport).handicapFromBetScore && terms.betScore !== null;
      const counts = fromBet && terms.betScore !== null ? diff - (terms.betScore.home - terms.betScore.away) : diff;
      outcome = handicapOutcome(counts, terms.ratio, terms.strong, terms.r);
      break;
    }
    case 'total':
      outcome = terms.ratio === null ? null : totalOutcome(total, terms.ratio, terms.r);
      break;
    case 'moneyline':
      outcome = moneylineOutcome(diff, terms.r, profileOf(terms.sport).threeWay || info.half);
      break;
    case 'oddEven':
      outcome = oddEvenOutcome(total, terms.r);
      break;
    case 'outright':
      return 'D2';
  }
  return outcome ?? 'D2';
}

/** An outright leg: the winning entrant wins, every other loses. */
export function outrightLegResult(r: string, winner: string): BetResultCode {
  return r === winner ? 'W' : 'L';
}
