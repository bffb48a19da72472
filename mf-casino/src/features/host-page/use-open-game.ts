import { api, isApiError } from 'shared/api';
import { openGameResponseSchema, ResponseCode, venueResource, type OpenGameResponse } from 'shared/contract';
import { useAsync } from 'shared/ui';
import type { HostPageQuery } from './host-page-query';
import { webOrigin } from './host-page-query';

export type OpenGameResult =
  | { kind: 'game'; game: OpenGameResponse; origin: string }
  /** 6302: the ticket is not this member's (or is spent): only a new launch helps. */
  | { kind: 'reenter'; message: string }
  /** The server answered an address that must not be framed. */
  | { kind: 'badAddress' };

/** venue/resource openGame: the ticket of a launch turned into the game's address (SPEC §8 "Venue resource call"). */
export function useOpenGame(query: HostPageQuery | null) {
  return useAsync(async (): Promise<OpenGameResult | null> => {
    if (!query) return null;
    try {
      const { data } = await api.request(venueResource, {
        method: 'openGame',
        venueName: query.venue,
        Request: { ticket: query.ticket, timestamp: Date.now(), langx: 'zh-cn' },
      });
      const game = openGameResponseSchema.parse(data);
      const origin = webOrigin(game.url);
      return origin ? { kind: 'game', game, origin } : { kind: 'badAddress' };
    } catch (error) {
      if (isApiError(error) && error.code === ResponseCode.UID_VERIFICATION) return { kind: 'reenter', message: error.message };
      throw error;
    }
  }, [query?.venue, query?.ticket]);
}
