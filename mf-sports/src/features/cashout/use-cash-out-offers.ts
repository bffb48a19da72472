import { useCallback, useEffect, useState } from 'react';
import { api } from 'shared/api';
import { cashOutOffers, type CashOutOffer } from 'shared/contract';

/** How often the offers are asked again while the page is visible: the offer follows the live odds. */
export const OFFER_POLL_MS = 3_000;

export interface CashOutOffers {
  offers: ReadonlyMap<string, CashOutOffer>;
  /** An offer the server answered elsewhere (a refused cash out carries the new one). */
  update: (offer: CashOutOffer) => void;
}

/**
 * The cash-out offers of the open tickets shown, asked at once and then every few seconds while the
 * tab is visible (a hidden tab asks nothing; it asks again as soon as it shows). A failed poll keeps
 * the last offers: the server prices again at acceptance anyway.
 */
export function useCashOutOffers(ticketIds: readonly string[]): CashOutOffers {
  const [offers, setOffers] = useState<ReadonlyMap<string, CashOutOffer>>(new Map());
  const key = ticketIds.join(',');

  useEffect(() => {
    const ids = key === '' ? [] : key.split(',');
    if (ids.length === 0) {
      setOffers(new Map());
      return;
    }
    let live = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const ask = async () => {
      timer = null;
      if (document.visibilityState === 'visible') {
        try {
          const answer = await api.request(cashOutOffers, { ticketIds: ids.slice(0, 50) });
          if (live) setOffers(new Map(answer.offers.map((offer) => [offer.ticket_id, offer])));
        } catch {
          // Keep what was shown; the next poll tries again.
        }
      }
      if (live) timer = setTimeout(() => void ask(), OFFER_POLL_MS);
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || timer === null) return;
      clearTimeout(timer);
      void ask();
    };
    void ask();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      if (timer !== null) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key]);

  const update = useCallback((offer: CashOutOffer) => setOffers((current) => new Map(current).set(offer.ticket_id, offer)), []);
  return { offers, update };
}
