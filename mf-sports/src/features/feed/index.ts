// The feed's public face for the rest of mf-sports (the slip keeps its selections' prices current with it).
export { priceStore } from './price-store';
export { feedWatch } from './feed-watch';
export { usePrice } from './use-price';
export { useLiveMatch } from './use-live-match';
export type { PriceState, FeedBatch } from './feed-store';
export { feedStats, resetFeedStats } from './feed-stats';
export type { SportsFeedStats } from './feed-stats';
export type { FeedStatus } from './feed-client';
export { useSportsFeed } from './use-sports-feed';
