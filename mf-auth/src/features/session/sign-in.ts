import { api } from 'shared/api';
import { bus, type Session } from 'shared/bus';
import { login } from 'shared/contract';
import { startSession } from 'shared/state';

export interface SignInCredentials {
  name: string;
  /** md5Hex of the password: the plain text never leaves the form (SPEC §3). */
  passwordHash: string;
  /**
   * 0 when no captcha was asked for, 99 for the automatic login right after registering (SPEC §4).
   * The captcha step (type query, graphic code, slider) is a later issue.
   */
  kaptchcate: 0 | 99;
}

/**
 * Logs in and announces it. The host reacts to `auth:login-success` by loading the member, the
 * balance and the unread count, so this stays the one place a session starts from the dialog.
 * Risk answers (6025-6029, new-device check) and captcha answers (6021/6022) reject like any other
 * error for now; their screens are a later issue.
 */
export async function signIn({ name, passwordHash, kaptchcate }: SignInCredentials): Promise<Session> {
  const session = await api.request(login, { isAgent: 0, name, password: passwordHash, kaptchcate });
  startSession(session);
  bus.emit('auth:login-success', session);
  return session;
}
