import { useEffect } from 'react';
import { venueBalance } from 'shared/contract';
import { MONEY, useEndpoint } from 'shared/query';
import { isVenueBalanceMessage } from './host-page-query';

/** The venue wallet is read again this often while a game runs: most games never post a note. */
export const VENUE_BALANCE_REFRESH_MS = 15_000;

/**
 * The member's balance in the venue whose game is framed: loaded with the page, polled every ~15 s
 * while the tab is visible, refetched whenever the game (and only the game: its origin is checked)
 * posts a balance note, and whenever money moves elsewhere on the site (a money figure).
 */
export function useVenueBalance(venue: string, frameOrigin: string) {
  const balance = useEndpoint(venueBalance, { channelCode: venue }, { group: MONEY, poll: VENUE_BALANCE_REFRESH_MS });
  const { refresh } = balance;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isVenueBalanceMessage(event, frameOrigin)) refresh();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [refresh, frameOrigin]);

  return balance;
}
