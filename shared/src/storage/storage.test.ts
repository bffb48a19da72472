import { beforeEach, describe, expect, it } from 'vitest';
import { clearDecryptedCache, readDecrypted, readItem, removeItem, writeDecrypted, writeItem } from './index';

beforeEach(() => localStorage.clear());

describe('typed local storage', () => {
  it('stores under the declared key names', () => {
    writeItem('token', 'abc');
    expect(localStorage.getItem('token')).toBe('abc');
    writeItem('visitorId', 'v1');
    expect(localStorage.getItem('uuid')).toBe('v1');
    expect(readItem('token')).toBe('abc');
    removeItem('token');
    expect(readItem('token')).toBeNull();
  });
});

describe('decrypted-data cache', () => {
  it('keeps entries under DD_ and clears only those', () => {
    writeDecrypted('phone', { value: '13812345678', visible: true });
    writeItem('token', 't');
    expect(localStorage.getItem('DD_phone')).not.toBeNull();
    expect(readDecrypted('phone')).toEqual({ value: '13812345678', visible: true });
    clearDecryptedCache();
    expect(readDecrypted('phone')).toBeNull();
    expect(readItem('token')).toBe('t');
  });

  it('treats a corrupt entry as absent', () => {
    localStorage.setItem('DD_card', '{not json');
    expect(readDecrypted('card')).toBeNull();
  });
});
