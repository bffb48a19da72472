import { aesDecrypt, aesEncrypt } from 'shared/crypto';
import { readItem, removeItem, writeItem } from 'shared/storage';

export interface RememberedLogin {
  name: string;
  password: string;
}

function isRememberedLogin(value: unknown): value is RememberedLogin {
  if (typeof value !== 'object' || value === null) return false;
  const { name, password } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof password === 'string';
}

/**
 * SPEC §3 remembered credentials: the flag holds the time remember-password was switched on ('' when
 * off) and the name and password travel together, AES-encrypted, never as plain text.
 */
export function rememberLogin({ name, password }: RememberedLogin, now: number = Date.now()): void {
  writeItem('rememberedCredentials', aesEncrypt(JSON.stringify({ name, password })));
  writeItem('rememberPassword', String(now));
}

export function forgetLogin(): void {
  writeItem('rememberPassword', '');
  removeItem('rememberedCredentials');
}

/** What to prefill the login form with; null when nothing is remembered or the entry is unreadable. */
export function readRememberedLogin(): RememberedLogin | null {
  if (!readItem('rememberPassword')) return null;
  const stored = readItem('rememberedCredentials');
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(aesDecrypt(stored));
    if (isRememberedLogin(parsed)) return parsed;
  } catch {
    // Written by another build or tampered with: fall through and drop it.
  }
  forgetLogin();
  return null;
}

/** Applies the 记住密码 box at a successful login: ticked stores, unticked forgets. */
export function applyRememberChoice(remember: boolean, login: RememberedLogin): void {
  if (remember) rememberLogin(login);
  else forgetLogin();
}
