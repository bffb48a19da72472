import { bus } from '../bus/instance';
import type { Session } from '../bus/events';
import { removeItem, writeItem } from '../storage/local-storage';
import { clearDecryptedCache } from '../storage/decrypted-cache';
import { appStore } from './store';
import { balanceAtom, memberAtom, sessionAtom, unreadCountsAtom } from './atoms';
import { sportsLaunchUrlAtom } from './sports';

/** Stores a new session and tells everyone (replayed on the bus for remotes mounted later). */
export function startSession(session: Session): void {
  writeItem('token', session.token);
  writeItem('userId', session.userId);
  appStore.set(sessionAtom, session);
  bus.emit('session:changed', session);
}

/** Logs out locally: token, ids, jwt, the DD_ cache and every member-bound atom. */
export function endSession(): void {
  removeItem('token');
  removeItem('userId');
  removeItem('jwtToken');
  clearDecryptedCache();
  appStore.set(sessionAtom, null);
  appStore.set(memberAtom, null);
  appStore.set(balanceAtom, null);
  appStore.set(unreadCountsAtom, null);
  // The launch address carries this member's id: the next member loads their own.
  appStore.set(sportsLaunchUrlAtom, null);
  bus.emit('session:changed', null);
}

export function currentSession(): Session | null {
  return appStore.get(sessionAtom);
}
