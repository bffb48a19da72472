import { useAtomValue } from 'jotai';
import { vipWeekInfo, type ResponseOf } from 'shared/contract';
import { MONEY, useEndpoint } from 'shared/query';
import { sessionAtom } from 'shared/state';

export type VipWeek = ResponseOf<typeof vipWeekInfo>;

/**
 * This Beijing week's VIP gift and the member's way to it (deposits and bets count towards it, so
 * it is a money figure). The session is read so a login or logout renders the page again and the
 * emptied cache loads the new member's week.
 */
export function useVipWeek() {
  useAtomValue(sessionAtom);
  return useEndpoint(vipWeekInfo, {}, { group: MONEY });
}
