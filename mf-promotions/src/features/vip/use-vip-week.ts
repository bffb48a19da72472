import { useAtomValue } from 'jotai';
import { api } from 'shared/api';
import { vipWeekInfo, type ResponseOf } from 'shared/contract';
import { sessionAtom } from 'shared/state';
import { useAsync } from 'shared/ui';

export type VipWeek = ResponseOf<typeof vipWeekInfo>;

/** This Beijing week's VIP gift and the member's way to it. */
export function useVipWeek() {
  const token = useAtomValue(sessionAtom)?.token ?? null;
  return useAsync((): Promise<VipWeek> => api.request(vipWeekInfo, {}), [token]);
}
