import { useCallback, useState } from 'react';
import { queryMemberBanksInfoList, type PayoutAccount } from 'shared/contract';
import { useEndpoint } from 'shared/query';

/**
 * The member's payout accounts; `replace` takes a fresher list an action answered with. An added
 * account arrives by the write's invalidation: `added` only drops the list an action answered with.
 */
export function useAccounts() {
  const state = useEndpoint(queryMemberBanksInfoList, {});
  const [override, setOverride] = useState<PayoutAccount[] | null>(null);
  const replace = useCallback((list: PayoutAccount[]) => setOverride(list), []);
  const added = useCallback(() => setOverride(null), []);
  const data = state.data ? { ...state.data, list: override ?? state.data.list } : undefined;
  return { state, data, replace, added };
}
