import { getBalance } from '../contract/endpoints/funds';
import { memberInfo } from '../contract/endpoints/user';
import { getUnreadForType } from '../contract/endpoints/letter';
import { appStore } from '../state/store';
import { balanceAtom, memberAtom, unreadCountsAtom, type Balance, type MemberInfo } from '../state/atoms';
import { sessionAtom } from '../state/session-atom';
import { api } from './instance';

/**
 * Loaders that refresh the member's shared state. They are no-ops when logged out, and they let
 * errors through so the caller decides whether to show them (SPEC §8: "when requested").
 */
export async function refreshBalance(): Promise<Balance | null> {
  if (!appStore.get(sessionAtom)) return null;
  const balance = await api.request(getBalance, { withLockMoney: true });
  appStore.set(balanceAtom, balance);
  return balance;
}

export async function refreshMember(): Promise<MemberInfo | null> {
  if (!appStore.get(sessionAtom)) return null;
  const member = await api.request(memberInfo, { isPop: 0 });
  appStore.set(memberAtom, member);
  return member;
}

export async function refreshUnread(): Promise<void> {
  if (!appStore.get(sessionAtom)) return;
  appStore.set(unreadCountsAtom, await api.request(getUnreadForType, { userSystem: 1 }));
}
