import { listVenues } from '../games/venues';
import { artUrl } from '../static/art-url';
import type { HandlerDeps, HandlerMap } from './handler-map';

export function gamesHandlers({ db }: HandlerDeps) {
  return {
    getVenueInfoByCategory: async (input, ctx) => {
      const rows = await listVenues(db, input.category);
      return { list: rows.map((row) => ({ ...row, imageUrl: artUrl(ctx.baseUrl, 'venue', row.venueId) })) };
    },
  } satisfies Pick<HandlerMap, 'getVenueInfoByCategory'>;
}
