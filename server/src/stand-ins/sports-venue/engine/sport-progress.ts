import type { MatchSport } from 'shared/contract';
import { profileOf } from '../../../sports/catalog/sport-profiles';
import { baseballProgress } from './progress-baseball';
import { basketballProgress } from './progress-basketball';
import { goalsProgress } from './progress-goals';
import type { SportProgress } from './progress';
import { setsProgress } from './progress-sets';

const BY_FAMILY = {
  goals: goalsProgress,
  basketball: basketballProgress,
  baseball: baseballProgress,
  sets: setsProgress,
} as const;

export function progressOf(sport: MatchSport): SportProgress {
  return BY_FAMILY[profileOf(sport).family];
}
