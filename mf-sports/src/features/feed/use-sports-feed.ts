import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { sportsFeedUrl } from 'shared/contract';
import { brandAtom } from 'shared/state';
import { FeedClient, type FeedStatus } from './feed-client';
import { feedWatch } from './feed-watch';
import { priceStore } from './price-store';

/**
 * Keeps the live feed connected while the book is shown (a hidden kept-alive tab runs no effects,
 * so the socket closes and opens again when shown). `resync` loads a fresh snapshot: after a
 * reconnect and whenever batches went missing, so nothing said while we were away is lost. The
 * socket asks only for the matches feedWatch names, again after each reconnect.
 */
export function useSportsFeed(resync: () => void): FeedStatus {
  const apiBaseUrl = useAtomValue(brandAtom)?.apiBaseUrl;
  const [status, setStatus] = useState<FeedStatus>('connecting');
  const resyncRef = useRef(resync);
  useEffect(() => {
    resyncRef.current = resync;
  }, [resync]);

  useEffect(() => {
    if (!apiBaseUrl) return;
    let dropped = false;
    const client = new FeedClient({
      url: sportsFeedUrl(apiBaseUrl),
      onHello: ({ seq }) => {
        priceStore.noteServerSeq(seq, dropped);
        dropped = false;
      },
      onBatch: (batch) => priceStore.enqueue(batch),
      onStatus: (next) => {
        if (next === 'reconnecting') dropped = true;
        setStatus(next);
      },
    });
    const offResync = priceStore.onResync(() => resyncRef.current());
    client.watch(feedWatch.current());
    const offWatch = feedWatch.onChange(() => client.watch(feedWatch.current()));
    client.start();
    return () => {
      client.stop();
      offResync();
      offWatch();
    };
  }, [apiBaseUrl]);

  return status;
}
