import { describe, expect, it } from 'vitest';
import { GUEST_KEY_ITEM, guestKey, newGuestKey, type KeyStorage } from './guest-key';

function memoryStorage(initial: Record<string, string> = {}): KeyStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return { items, getItem: (key) => items[key] ?? null, setItem: (key, value) => void (items[key] = value) };
}

describe('the guest key', () => {
  it('is 32 url-safe random characters', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newGuestKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('is made once and then read back from storage', () => {
    const storage = memoryStorage();
    const key = guestKey(storage);
    expect(storage.items[GUEST_KEY_ITEM]).toBe(key);
    expect(guestKey(storage)).toBe(key);
  });

  it('keeps a stored key and replaces one the server would refuse', () => {
    expect(guestKey(memoryStorage({ [GUEST_KEY_ITEM]: 'A'.repeat(40) }))).toBe('A'.repeat(40));
    // The page keeps the key it knows, so its guest stays the same guest.
    const tampered = memoryStorage({ [GUEST_KEY_ITEM]: 'no spaces allowed!' });
    expect(guestKey(tampered)).toBe('A'.repeat(40));
    expect(tampered.items[GUEST_KEY_ITEM]).toBe('A'.repeat(40));
  });

  it('keeps one key for the page when storage is blocked', () => {
    const blocked: KeyStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const key = guestKey(blocked);
    expect(guestKey(blocked)).toBe(key);
  });
});
