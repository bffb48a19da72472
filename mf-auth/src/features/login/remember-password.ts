import { aesDecrypt } from 'shared/crypto';
import { readItem, removeItem, writeItem } from 'shared/storage';

export interface RememberedLogin {
  name: string;
}

function isNameOnly(value: unknown): value is RememberedLogin {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === 'name' && typeof (value as { name: unknown }).name === 'string';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * SPEC §3 remember-password: the flag holds the time it was switched on ('' when off). Only the
 * name is kept: a password encrypted with a key every bundle ships is a password in plain sight,
 * so the browser's own password manager (autocomplete="current-password") fills the password.
 */
export function rememberLogin({ name }: RememberedLogin, now: number = Date.now()): void {
  writeItem('rememberedCredentials', JSON.stringify({ name }));
  writeItem('rememberPassword', String(now));
}

export function forgetLogin(): void {
  writeItem('rememberPassword', '');
  removeItem('rememberedCredentials');
}

/**
 * An entry written by an older build (name and password, AES-encrypted): its name, or null. The
 * caller rewrites it at once so the password leaves storage the first time it is read.
 */
function nameFromOldEntry(stored: string): string | null {
  try {
    const old = parseJson(aesDecrypt(stored));
    if (typeof old === 'object' && old !== null && typeof (old as { name?: unknown }).name === 'string')
      return (old as { name: string }).name;
  } catch {
    // Not a ciphertext of ours.
  }
  return null;
}

/** The name to prefill the login form with; null when nothing is remembered or the entry is unreadable. */
export function readRememberedLogin(): RememberedLogin | null {
  const switchedOn = readItem('rememberPassword');
  const stored = readItem('rememberedCredentials');
  if (!switchedOn) {
    // Left behind with the flag off (an old build's forget): nothing may linger.
    if (stored !== null) removeItem('rememberedCredentials');
    return null;
  }
  if (!stored) return null;
  const parsed = parseJson(stored);
  if (isNameOnly(parsed)) return { name: parsed.name };
  const oldName = nameFromOldEntry(stored);
  if (oldName !== null) {
    writeItem('rememberedCredentials', JSON.stringify({ name: oldName }));
    return { name: oldName };
  }
  forgetLogin();
  return null;
}

/** Applies the 记住密码 box at a successful login: ticked keeps the name, unticked forgets it. */
export function applyRememberChoice(remember: boolean, login: RememberedLogin): void {
  if (remember) rememberLogin(login);
  else forgetLogin();
}
