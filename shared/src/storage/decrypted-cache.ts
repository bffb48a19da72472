import { DECRYPTED_CACHE_PREFIX } from './keys';
import { rawStorage } from './local-storage';

/** One decrypted value (a phone number, a card) and whether the member chose to show it. */
export interface DecryptedEntry {
  value: string;
  visible: boolean;
}

export function readDecrypted(key: string): DecryptedEntry | null {
  const raw = rawStorage()?.getItem(DECRYPTED_CACHE_PREFIX + key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'value' in parsed && 'visible' in parsed) {
      const { value, visible } = parsed as Record<string, unknown>;
      if (typeof value === 'string' && typeof visible === 'boolean') return { value, visible };
    }
  } catch {
    // A corrupt entry counts as absent.
  }
  return null;
}

export function writeDecrypted(key: string, entry: DecryptedEntry): void {
  try {
    rawStorage()?.setItem(DECRYPTED_CACHE_PREFIX + key, JSON.stringify(entry));
  } catch {
    // Storage blocked: the value is simply not cached.
  }
}

/** Login expiry and logout clear every DD_ entry (SPEC §4). */
export function clearDecryptedCache(): void {
  const storage = rawStorage();
  if (!storage) return;
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(DECRYPTED_CACHE_PREFIX)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}
