import { useCallback, useMemo, useState } from 'react';
import { cashOutOffers, type CashOutOffer } from 'shared/contract';
import { MONEY, useEndpoint } from 'shared/query';

/** How often the offers are asked again while the page is visible: the offer follows the live odds. */
export const OFFER_POLL_MS = 3_000;
/** cashOutOffers takes at most 50 ids per call. */
const MAX_IDS_PER_CALL = 50;

export interface CashOutOffers {
  offers: ReadonlyMap<string, CashOutOffer>;
  /** An offer the server answered elsewhere (a refused cash out carries the new one). */
  update: (offer: CashOutOffer) => void;
}

/**
 * The cash-out offers of the open tickets shown, asked at once and then every few seconds while the
 * tab is visible (useEndpoint's poll: a hidden tab asks nothing and asks again when it shows). A
 * failed poll keeps the last offers: the server prices again at acceptance anyway. An offer answered
 * elsewhere shows until the next poll answers.
 */
export function useCashOutOffers(ticketIds: readonly string[]): CashOutOffers {
  const ids = ticketIds.slice(0, MAX_IDS_PER_CALL);
  const answer = useEndpoint(
    cashOutOffers,
    { ticketIds: ids },
    { enabled: ids.length > 0, poll: OFFER_POLL_MS, group: MONEY },
  );
  const polled = ids.length > 0 ? answer.data : undefined;
  const [local, setLocal] = useState<{ over: typeof polled; offers: ReadonlyMap<string, CashOutOffer> }>({
    over: undefined,
    offers: new Map(),
  });

  const offers = useMemo(() => {
    const merged = new Map((polled?.offers ?? []).map((offer) => [offer.ticket_id, offer]));
    if (local.over === polled) for (const [id, offer] of local.offers) merged.set(id, offer);
    return merged;
  }, [local, polled]);

  const update = useCallback(
    (offer: CashOutOffer) =>
      setLocal((current) => ({
        over: polled,
        offers: new Map(current.over === polled ? current.offers : []).set(offer.ticket_id, offer),
      })),
    [polled],
  );
  return { offers, update };
}
