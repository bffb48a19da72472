import { useEffect } from 'react';
import { api } from 'shared/api';
import { venueBalance } from 'shared/contract';
import { useMoneyFigures } from 'shared/ui';
import { isVenueBalanceMessage } from './host-page-query';

/** The venue wallet is read again this often while a game runs: most games never post a note. */
export const VENUE_BALANCE_REFRESH_MS = 15_000;

/**
 * The member's balance in the venue whose game is framed: loaded with the page, refreshed every
 * ~15 s, whenever the game (and only the game: its origin is checked) posts a balance note, and
 * whenever money moves elsewhere on the site (a transfer into this venue).
 */
export function useVenueBalance(venue: string, frameOrigin: string) {
  const balance = useMoneyFigures(() => api.request(venueBalance, { channelCode: venue }), [venue]);
  const { refresh } = balance;

  useEffect(() => {
    const timer = setInterval(refresh, VENUE_BALANCE_REFRESH_MS);
    const onMessage = (event: MessageEvent) => {
      if (isVenueBalanceMessage(event, frameOrigin)) refresh();
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearInterval(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [refresh, frameOrigin]);

  return balance;
}
