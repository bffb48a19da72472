/**
 * Counters read by the `bench:odds` script from the page (window.__sportsFeedStats). Plain numbers
 * on one object so the hot paths pay an increment, nothing more.
 */
export interface SportsFeedStats {
  /** Socket messages received. */
  messages: number;
  /** Price and match changes applied to the store. */
  changesApplied: number;
  /** Animation frames that applied queued batches. */
  flushes: number;
  /** Renders of price cells and of match rows. */
  cellRenders: number;
  rowRenders: number;
  /** Messages that were not JSON or not of the feed protocol. */
  droppedMessages: number;
  /** The feed sequence number the store holds. */
  lastSeq: number;
}

declare global {
  interface Window {
    __sportsFeedStats?: SportsFeedStats;
  }
}

function createStats(): SportsFeedStats {
  return { messages: 0, changesApplied: 0, flushes: 0, cellRenders: 0, rowRenders: 0, droppedMessages: 0, lastSeq: -1 };
}

/** One object per page: the remote may be loaded twice (standalone harness and host) and must count once. */
export const feedStats: SportsFeedStats =
  typeof window === 'undefined' ? createStats() : (window.__sportsFeedStats ??= createStats());

export function resetFeedStats(): void {
  Object.assign(feedStats, createStats());
}
