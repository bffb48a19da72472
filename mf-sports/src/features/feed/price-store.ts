import { FeedStore, type FrameScheduler } from './feed-store';

const nextFrame: FrameScheduler =
  typeof requestAnimationFrame === 'function'
    ? (flush) => requestAnimationFrame(flush)
    : (flush) => setTimeout(flush, 16);

/**
 * The page's one live book: the market list writes snapshots and feed batches into it, the price
 * cells and the slip read it by selection key.
 */
export const priceStore = new FeedStore(nextFrame);
