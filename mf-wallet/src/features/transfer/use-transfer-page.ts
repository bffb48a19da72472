import { useCallback, useEffect, useState } from 'react';
import { getBalance, venueAllBalance, venueBalance, type VenueWallet } from 'shared/contract';
import { fetchEndpoint, MONEY, useEndpoint } from 'shared/query';

export interface VenueState {
  wallet: VenueWallet;
  refreshing: boolean;
  error: string | null;
}

/**
 * The transfer page's data: the centre wallet (getBalance) and the venue wallets (venue/allBalance)
 * load on their own, each with its own retry; one venue reloads alone through venue/balance.
 */
export function useTransferPage() {
  const centre = useEndpoint(getBalance, { withLockMoney: true }, { group: 'money' });
  const all = useEndpoint(venueAllBalance, { category: 8 }, { group: 'money' });
  const [overrides, setOverrides] = useState<Record<string, Partial<VenueState>>>({});

  // A fresh list replaces what single venues said before it.
  useEffect(() => setOverrides({}), [all.data]);

  const patchVenue = useCallback((code: string, patch: Partial<VenueState>) => {
    setOverrides((prev) => ({ ...prev, [code]: { ...prev[code], ...patch } }));
  }, []);

  const reloadVenue = useCallback(
    async (code: string) => {
      patchVenue(code, { refreshing: true, error: null });
      try {
        const wallet = await fetchEndpoint(venueBalance, { channelCode: code }, { group: MONEY });
        patchVenue(code, { wallet, refreshing: false });
      } catch (error) {
        patchVenue(code, { refreshing: false, error: error instanceof Error ? error.message : String(error) });
      }
    },
    [patchVenue],
  );

  const venues: VenueState[] = (all.data?.venues ?? []).map((wallet) => ({
    wallet: overrides[wallet.channelCode]?.wallet ?? wallet,
    refreshing: overrides[wallet.channelCode]?.refreshing ?? false,
    error: overrides[wallet.channelCode]?.error ?? null,
  }));

  /** After a transfer or a recycle: the answer's figures now, the lists quietly after. */
  const setVenueBalance = useCallback(
    (code: string, balance: number) => {
      const current = venues.find((v) => v.wallet.channelCode === code)?.wallet;
      if (current) patchVenue(code, { wallet: { ...current, balance }, error: null });
    },
    [patchVenue, venues],
  );

  const refreshAll = useCallback(() => {
    centre.refresh();
    all.refresh();
  }, [all, centre]);

  return { centre, all, venues, reloadVenue, setVenueBalance, refreshAll };
}
