import { randomUUID } from 'node:crypto';
import {
  getBalance,
  sportsMethods,
  venueResource,
  type BetSelection,
  type SportsMethod,
  type SportsRequest,
  type SportsResponse,
} from 'shared/contract';
import type { ApiEnvelope } from '../http/pipeline';
import type { SportsVenue } from '../sports/sports-venue';
import type { TestApp } from './test-app';
import type { TestClock } from './test-clock';

/** venue/resource calls the way the sports remote makes them, for the server's own tests. */
export interface SportsCalls {
  /** The whole envelope, for refusals. */
  call<M extends SportsMethod>(method: M, request: SportsRequest<M>, requestId?: string): Promise<ApiEnvelope>;
  /** Expects 6000 and parses the data with the method's schema. */
  ok<M extends SportsMethod>(method: M, request: SportsRequest<M>, requestId?: string): Promise<SportsResponse<M>>;
  balance(): Promise<number>;
}

export function sportsCalls(t: TestApp, clock: TestClock, token: string): SportsCalls {
  const call: SportsCalls['call'] = async (method, request, requestId = randomUUID()) => {
    const body = {
      method,
      venueName: 'CRTY',
      Request: { ...request, timestamp: clock.now().getTime(), langx: 'zh-cn' },
    };
    // The discriminated union cannot narrow on a generic method; the server checks the pairing.
    const { envelope } = await t.call(venueResource, body as never, { token, requestId });
    return envelope;
  };
  return {
    call,
    async ok(method, request, requestId) {
      const envelope = await call(method, request, requestId);
      if (envelope.status_code !== 6000) throw new Error(`${method} answered ${JSON.stringify(envelope)}`);
      const data = (envelope.data as { data: unknown }).data;
      return sportsMethods[method].response.parse(data) as SportsResponse<typeof method>;
    },
    async balance() {
      return (await t.ok(getBalance, {}, { token })).centerWalletBalance;
    },
  };
}

/** An open price of the book: a selection as the slip would send it. */
export function selectionOf(
  venue: SportsVenue,
  options: { live: boolean; sport?: string; w?: string; skip?: readonly string[] },
): BetSelection {
  for (const match of venue.book.matches.values()) {
    const { fixture, state } = match;
    if ((state.status === 'live') !== options.live || state.suspendedUntil > 0) continue;
    if (options.sport !== undefined && fixture.sport !== options.sport) continue;
    if (options.skip?.includes(fixture.gameId)) continue;
    for (const market of venue.book.marketsOf(match)) {
      if (!market.open || (options.w !== undefined && market.w !== options.w)) continue;
      return {
        gameId: market.betGameId,
        w: market.w,
        r: market.selections[0] ?? 'H',
        odds: market.odds[0] ?? 2,
        ratio: market.ratio,
      };
    }
  }
  throw new Error(`no open ${options.live ? 'in-play' : 'pre-match'} price`);
}
