import { atom } from 'jotai';
import type { z } from 'zod/mini';
import type { login } from '../contract/endpoints/user';
import { readItem, removeItem, writeItem } from '../storage/local-storage';

/** The login answer (SPEC §3): the token and the member's id. */
export type Session = z.output<(typeof login)['response']>;

/** The session as local storage holds it: its persistence, read at start-up and when another tab changes it. */
export function storedSession(): Session | null {
  const token = readItem('token');
  const userId = readItem('userId');
  return token && userId ? { token, userId } : null;
}

const current = atom<Session | null>(storedSession());

/**
 * The session: the one place code reads the token from (the api client included). Writing it
 * also writes local storage, so a reload or another tab finds it (SPEC §4: logged in means a token
 * is stored).
 */
export const sessionAtom = atom(
  (get) => get(current),
  (_get, set, next: Session | null) => {
    if (next) {
      writeItem('token', next.token);
      writeItem('userId', next.userId);
    } else {
      removeItem('token');
      removeItem('userId');
    }
    set(current, next);
  },
);

/** Takes what another tab stored, without writing it back. */
export const adoptedSessionAtom = atom(null, (_get, set, next: Session | null) => set(current, next));

export const isLoggedInAtom = atom((get) => get(current) !== null);
