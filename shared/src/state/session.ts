import { removeItem } from '../storage/local-storage';
import { clearDecryptedCache } from '../storage/decrypted-cache';
import { appStore } from './store';
import { balanceAtom, feedbackUnreadAtom, memberAtom, unreadCountsAtom } from './atoms';
import { sessionAtom, type Session } from './session-atom';
import { sportsLaunchAtom } from './sports';

/** Stores a new session (the atom persists it). Remotes read it from `sessionAtom`. */
export function startSession(session: Session): void {
  appStore.set(sessionAtom, session);
}

/** Everything that belongs to the member who was logged in: a next member loads their own. */
export function clearMemberState(): void {
  clearDecryptedCache();
  appStore.set(memberAtom, null);
  appStore.set(balanceAtom, null);
  appStore.set(unreadCountsAtom, null);
  appStore.set(feedbackUnreadAtom, null);
  // The launch address carries this member's id.
  appStore.set(sportsLaunchAtom, null);
}

/** Logs out locally: the session, the chat jwt, the DD_ cache and every member-bound atom. */
export function endSession(): void {
  removeItem('jwtToken');
  appStore.set(sessionAtom, null);
  clearMemberState();
}

export function currentSession(): Session | null {
  return appStore.get(sessionAtom);
}
