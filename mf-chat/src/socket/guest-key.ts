import { StorageKey } from 'shared/storage';

/** Where the browser's guest key lives (declared with every storage key); read raw, since a blocked storage must not throw. */
export const GUEST_KEY_ITEM = StorageKey.chatGuestKey;

/** The contract's guest token (10019): url-safe, 16 to 64 characters. */
const GUEST_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export interface KeyStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function localArea(): KeyStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** 32 url-safe characters from 24 random bytes. */
export function newGuestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** This page's key, should storage be blocked: the guest keeps one identity at least until a reload. */
let pageKey: string | null = null;

/** The guest key of this browser, made and stored on first use. */
export function guestKey(storage: KeyStorage | null = localArea()): string {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(GUEST_KEY_ITEM) ?? null;
  } catch {
    stored = null;
  }
  if (stored !== null && GUEST_KEY_PATTERN.test(stored)) {
    pageKey = stored;
    return stored;
  }
  const key = pageKey ?? newGuestKey();
  pageKey = key;
  try {
    storage?.setItem(GUEST_KEY_ITEM, key);
  } catch {
    // Storage full or blocked: the key lives in memory for this page.
  }
  return key;
}
