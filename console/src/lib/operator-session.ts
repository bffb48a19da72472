import { atom } from 'jotai';
import type { ConsoleRole, ConsoleSession } from 'shared/contract/console';
import { appStore } from 'shared/state';

/** Session storage: an operator's session ends with the browser tab, never lingers on a shared desk. */
const STORAGE_KEY = 'console.session';

function stored(): ConsoleSession | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as ConsoleSession) : null;
  } catch {
    return null;
  }
}

export const operatorSessionAtom = atom<ConsoleSession | null>(stored());

/** Why the last session ended, shown once on the login page ('expired', 'idle', 'loggedOut'). */
export type EndReason = 'expired' | 'idle' | 'loggedOut';
export const sessionEndAtom = atom<EndReason | null>(null);

export function startOperatorSession(session: ConsoleSession): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  appStore.set(sessionEndAtom, null);
  appStore.set(operatorSessionAtom, session);
}

export function endOperatorSession(reason: EndReason): void {
  sessionStorage.removeItem(STORAGE_KEY);
  if (appStore.get(operatorSessionAtom) === null) return;
  appStore.set(sessionEndAtom, reason);
  appStore.set(operatorSessionAtom, null);
}

export function operatorToken(): string | null {
  return appStore.get(operatorSessionAtom)?.token ?? null;
}

export function operatorRoles(session: ConsoleSession | null): readonly ConsoleRole[] {
  return session?.operator.roles ?? [];
}
