import type { Market } from '../model/market';
import type { FeedHub } from './feed-hub';

/** Pushes every price of a market as it stands (positional odds changes); `open` overrides the market's flag. */
export function pushMarket(hub: FeedHub, market: Market, open: boolean = market.open): number {
  market.selections.forEach((r, i) =>
    hub.pushOdds([market.betGameId, market.w, r, market.odds[i] ?? 1.01, market.ratio, open ? 1 : 0]),
  );
  return market.selections.length;
}
