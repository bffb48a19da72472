import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { api } from 'shared/api';
import { useBusEvent } from 'shared/bus';
import { welfareList, type WelfareItem } from 'shared/contract';
import { beijingInstant } from 'shared/format';
import { sessionAtom } from 'shared/state';

/** The rewards a member can still claim: a lapsed one waits for nothing. */
export function waitingCount(list: readonly WelfareItem[], now: number): number {
  return list.filter((item) => {
    const end = beijingInstant(item.expiresAt);
    return Number.isNaN(end) || end > now;
  }).length;
}

/**
 * The count of waiting rewards for the 福利中心 badge, loaded for the member when the welfare page is
 * served. Claims and payouts announce themselves with 'balance:refresh' (a claim on the welfare page,
 * an activity's reward), so the count loads again then. The count belongs to the session it was loaded
 * for: after a logout or a switch of member it shows nothing until the new one's answer arrives. A
 * failed load leaves the badge off rather than showing an error in the menu.
 */
export function useWelfareCount(served: boolean): number {
  const token = useAtomValue(sessionAtom)?.token ?? null;
  const [loaded, setLoaded] = useState<{ token: string; count: number } | null>(null);
  const [generation, setGeneration] = useState(0);
  useBusEvent('balance:refresh', () => setGeneration((n) => n + 1));

  useEffect(() => {
    if (!served || token === null) return;
    let live = true;
    api.request(welfareList, {}).then(
      (answer) => {
        if (live) setLoaded({ token, count: waitingCount(answer.list, Date.now()) });
      },
      (error: unknown) => console.warn('[menu] the waiting rewards could not be counted', error),
    );
    return () => {
      live = false;
    };
  }, [served, token, generation]);

  return served && loaded !== null && loaded.token === token ? loaded.count : 0;
}
