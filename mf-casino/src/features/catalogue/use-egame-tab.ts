import { useEffect, useState } from 'react';
import { bus, useBusEvent } from 'shared/bus';
import type { Venue } from 'shared/contract';

/**
 * Follows `ui:egame-tab` (the home page's vendor entries) on the e-game page only (`enabled`): the
 * index counts the e-game vendors from 0 in server order, not counting the 全部 tab. The fishing
 * page leaves the event alone, so an entry whose page failed to load does not move the fishing tabs
 * later. The event is replayed, so the page mounted after the click still hears it; it is forgotten
 * once heard, or a later visit would jump to the same vendor again. An index that arrives before
 * the vendors waits for them; one past the end is ignored.
 */
export function useEgameTab(
  enabled: boolean,
  vendors: readonly Venue[] | undefined,
  select: (enName: string) => void,
): void {
  const [wanted, setWanted] = useState<number | null>(null);

  useBusEvent('ui:egame-tab', ({ index }) => {
    if (!enabled) return;
    setWanted(index);
    bus.forget('ui:egame-tab');
  });

  useEffect(() => {
    if (wanted === null || !vendors) return;
    const vendor = vendors[wanted];
    if (vendor) select(vendor.enName);
    setWanted(null);
  }, [wanted, vendors, select]);
}
