import { sportsMethods, venueResource } from 'shared/contract';
import { watchEndpointFetches } from 'shared/query';
import { feedWatch, priceStore } from '../../feed';

let watching = false;

/**
 * Feeds the price store from the board's reads of venue/resource, whoever sends them (the first
 * load, the poll, a focus or resync refetch). A `matches` read is a snapshot: the store keeps the
 * feed batches heard while it travels (from before it leaves) and replays them on top when it lands.
 * An answer for a choice no longer shown is given up, as is a failed read. The feed watches
 * everything while a read travels and the answer's matches once it lands. Started once per page.
 */
export function feedPriceStoreFromBoard(): void {
  if (watching) return;
  watching = true;
  watchEndpointFetches(venueResource, (event) => {
    const method = event.input.method;
    if (method !== 'matches' && method !== 'outrights') return;
    const snapshot = method === 'matches';
    if (event.type === 'start') {
      feedWatch.beginRead();
      if (snapshot) priceStore.beginSnapshot();
      return;
    }
    const answer = event.type === 'answer' && event.shown ? event.data.data : undefined;
    if (snapshot) {
      const parsed = answer === undefined ? undefined : sportsMethods.matches.response.safeParse(answer);
      if (parsed?.success) priceStore.loadSnapshot(parsed.data.matches, parsed.data.feedSeq);
      else priceStore.abandonSnapshot();
      feedWatch.endRead(parsed?.success ? parsed.data.matches.flatMap((m) => [m.gameId, m.hgid]) : undefined);
      return;
    }
    const parsed = answer === undefined ? undefined : sportsMethods.outrights.response.safeParse(answer);
    if (parsed?.success) priceStore.loadOutrights(parsed.data.outrights);
    feedWatch.endRead(parsed?.success ? parsed.data.outrights.map((o) => o.gameId) : undefined);
  });
}
