import { z } from 'zod';
import { matchSportSchema } from 'shared/contract';

/**
 * What a fixture is, apart from how it is going: who plays, when, and the parameters its simulation
 * and prices come from. Stored as the definition of a persisted match (sports_matches.definition),
 * so it is parsed back with this schema after a restart.
 */
export const fixtureSchema = z.object({
  gameId: z.string(),
  hgid: z.string(),
  gide: z.string(),
  leagueId: z.number().int(),
  league: z.string(),
  sport: matchSportSchema,
  teamH: z.string(),
  teamC: z.string(),
  startMs: z.number(),
  /** Seeds the fixture's own random draws (its simulated past when it is seeded mid-game). */
  seed: z.number().int(),
  model: z.object({
    /** Goals (runs) each side scores in a whole match on average: goal sports and baseball. */
    homeRate: z.number().min(0),
    awayRate: z.number().min(0),
    /** Basketball: mean total points, mean home margin and minutes a quarter. */
    meanTotal: z.number().min(0),
    meanDiff: z.number(),
    quarterMinutes: z.number().int().min(1),
    /** Set sports: sets (frames) in the match and the home side's chance of winning one game (point, visit). */
    bestOf: z.number().int().min(1),
    pUnit: z.number().gt(0).lt(1),
  }),
  /** Called off at kick-off: tickets on it are void (DD, postponed). */
  postponed: z.boolean(),
});

export type Fixture = z.infer<typeof fixtureSchema>;
export type FixtureModel = Fixture['model'];
