import type { SportMatch } from 'shared/contract';
import { call } from './cluster-clients';

/** One of the book's match lists (RB in play, FT today, FU early), every sport, as a member reads it. */
export async function bookList(base: string, token: string, market: 'RB' | 'FT' | 'FU'): Promise<SportMatch[]> {
  const answer = await call<{ data: { matches: SportMatch[] } }>(
    base,
    '/game/api/v1/venue/resource',
    {
      method: 'matches',
      venueName: 'CRTY',
      Request: { market, sport: 'ALL', leagueIds: [], date: null, timestamp: Date.now(), langx: 'zh-cn' },
    },
    token,
  );
  if (answer.status_code !== 6000) throw new Error(`the ${market} list: ${answer.status_code} ${answer.message}`);
  return answer.data.data.matches;
}
