import { StorageKey, type StorageKeyName } from './keys';

/**
 * Local storage that never throws: private windows, quota errors and disabled storage
 * degrade to "nothing stored" instead of breaking the page.
 */
function area(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: StorageKeyName): string | null {
  try {
    return area()?.getItem(StorageKey[key]) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKeyName, value: string): void {
  try {
    area()?.setItem(StorageKey[key], value);
  } catch {
    // Storage full or blocked: the value lives only in memory for this page.
  }
}

export function removeItem(key: StorageKeyName): void {
  try {
    area()?.removeItem(StorageKey[key]);
  } catch {
    // Nothing to remove when storage is blocked.
  }
}

/** Raw access for prefixed families such as the DD_ cache. */
export function rawStorage(): Storage | null {
  return area();
}
