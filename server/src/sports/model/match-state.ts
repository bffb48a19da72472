import { z } from 'zod';
import { matchStatusSchema } from 'shared/contract';

/**
 * How a fixture is going. One shape for every sport; each family of sports (engine/progress-*.ts)
 * uses the fields it needs. Persisted as sports_matches.state for matches that carry tickets.
 */
export const matchStateSchema = z.object({
  status: matchStatusSchema,
  /** The period code the contract calls se_now: 1H HT 2H, Q1-Q4 HT OT 2OT, P1-P3, T1/B1 (innings), S1… (sets). */
  period: z.string(),
  /** 1-based number of the half, quarter, period, inning or set under way. */
  periodIndex: z.number().int().min(0),
  /** Game milliseconds played in the current period. */
  periodMs: z.number().min(0),
  /**
   * Game milliseconds the current period lasts beyond its regulation (football added time), the
   * length of a baseball half-inning, or the time to the next rally of a set sport.
   */
  extraMs: z.number().min(0),
  /** Game milliseconds left of a break between periods; 0 while play is on. */
  breakMs: z.number().min(0),
  scoreH: z.number().int().min(0),
  scoreC: z.number().int().min(0),
  /** The half-time score, once the first half is over. */
  halfH: z.number().int().min(0).nullable(),
  halfC: z.number().int().min(0).nullable(),
  /** Set sports: games (points) of the set being played; the sets won are the score. */
  gameH: z.number().int().min(0),
  gameC: z.number().int().min(0),
  /** Baseball: whether the visitors bat (top of the inning). */
  top: z.boolean(),
  /** Snooker: the points that win the frame being played. */
  frameTarget: z.number().int().min(0),
  /** Wall-clock time until which every market stays suspended (a goal was just scored). */
  suspendedUntil: z.number(),
});

export type MatchState = z.infer<typeof matchStateSchema>;

export function upcomingState(): MatchState {
  return {
    status: 'upcoming',
    period: '',
    periodIndex: 0,
    periodMs: 0,
    extraMs: 0,
    breakMs: 0,
    scoreH: 0,
    scoreC: 0,
    halfH: null,
    halfC: null,
    gameH: 0,
    gameC: 0,
    top: true,
    frameTarget: 0,
    suspendedUntil: 0,
  };
}
