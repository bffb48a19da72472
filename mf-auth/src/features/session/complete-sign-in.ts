import { refreshBalance, refreshMember, refreshUnread } from 'shared/api';
import { bus, type Session } from 'shared/bus';
import { startSession } from 'shared/state';

/**
 * SPEC §4 login flow, step 3: store the token and user id, load the member, balance and unread
 * count, then announce the login. A refresh that fails does not undo a login that succeeded: the
 * header simply shows what loaded, and the host refreshes again on the next navigation.
 */
export async function completeSignIn(session: Session): Promise<void> {
  startSession(session);
  await Promise.allSettled([refreshMember(), refreshBalance(), refreshUnread()]);
  bus.emit('auth:login-success', session);
}
