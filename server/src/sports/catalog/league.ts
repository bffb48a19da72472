import type { MatchSport } from 'shared/contract';

/** One competition of the book. Teams are listed strongest first: their order is their rating. */
export interface LeagueDef {
  id: number;
  name: string;
  sport: MatchSport;
  teams: readonly string[];
  /** Beijing wall-clock kick-offs ("HH:MM") the league's fixtures are drawn from each day. */
  kickoffs: readonly string[];
  /** Fixtures a day, at most the number of kick-off times. */
  perDay: number;
  /** Basketball: minutes a quarter. Set sports: sets (frames, games) a match is played over. */
  quarterMinutes?: number;
  bestOf?: number;
  /** Offers a season outright (FSFU) and a daily special (FSFT). */
  outrights: boolean;
}

/** Every hour at :00 and :30, for the virtual competitions that never stop. */
export function everyHalfHour(): string[] {
  const times: string[] = [];
  for (let hour = 0; hour < 24; hour++)
    for (const minute of ['00', '30']) times.push(`${String(hour).padStart(2, '0')}:${minute}`);
  return times;
}
