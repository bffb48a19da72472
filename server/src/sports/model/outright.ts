import { z } from 'zod';
import { matchSportSchema } from 'shared/contract';

/** An outright (champion) market: persisted as sports_outrights.definition once a ticket is placed on it. */
export const outrightDefSchema = z.object({
  gameId: z.string(),
  leagueId: z.number().int(),
  league: z.string(),
  sport: matchSportSchema,
  title: z.string(),
  closesMs: z.number(),
  entrants: z.array(z.object({ rtype: z.string(), name: z.string(), odds: z.number().gt(1) })).min(2),
});

export type OutrightDef = z.infer<typeof outrightDefSchema>;

export interface LiveOutright {
  def: OutrightDef;
  open: boolean;
  persisted: boolean;
}
