import { useAtomValue } from 'jotai';
import { welfareList, type WelfareItem } from 'shared/contract';
import { beijingInstant } from 'shared/format';
import { MONEY, useEndpoint } from 'shared/query';
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
 * served. The list is a money figure: claims and payouts ('balance:refresh') refetch it, and the
 * welfare page shares the same cache entry. A new session empties the cache, so the badge shows
 * nothing until the new member's answer arrives. A failed load leaves the badge off rather than
 * showing an error in the menu.
 */
export function useWelfareCount(served: boolean): number {
  const signedIn = useAtomValue(sessionAtom) !== null;
  const enabled = served && signedIn;
  const list = useEndpoint(welfareList, {}, { group: MONEY, enabled });
  return enabled && list.status === 'success' ? waitingCount(list.data.list, Date.now()) : 0;
}
