import { refreshBalance, refreshMember, refreshUnread } from '../api/loaders';
import { bus } from '../bus/instance';
import { StorageKey } from '../storage/keys';
import { appStore } from './store';
import { adoptedSessionAtom, sessionAtom, storedSession, type Session } from './session-atom';
import { clearMemberState, startSession } from './session';

/** Loads what the header and the member pages show; a failed load leaves the rest (the host reloads on navigation). */
async function loadMemberState(): Promise<void> {
  await Promise.allSettled([refreshMember(), refreshBalance(), refreshUnread()]);
}

/**
 * SPEC §4 login flow, step 3, in one call: store the session, load the member, balance and unread
 * counts, then announce the login. A refresh that fails does not undo a login that succeeded.
 */
export async function signIn(session: Session): Promise<void> {
  startSession(session);
  await loadMemberState();
  bus.emit('auth:login-success', { userId: session.userId });
}

/**
 * Follows logins and logouts made in another tab of the same site, as the stored token is shared.
 * Returns the function that stops following.
 */
export function followSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== StorageKey.token && event.key !== StorageKey.userId) return;
    const stored = storedSession();
    const shown = appStore.get(sessionAtom);
    if (stored?.token === shown?.token && stored?.userId === shown?.userId) return;
    clearMemberState();
    appStore.set(adoptedSessionAtom, stored);
    if (stored) void loadMemberState();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
