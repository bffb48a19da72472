import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../bus/instance';
import { readDecrypted, writeDecrypted } from '../storage/decrypted-cache';
import { readItem } from '../storage/local-storage';
import { appStore } from './store';
import { isLoggedInAtom, memberAtom } from './atoms';
import { endSession, startSession } from './session';

beforeEach(() => localStorage.clear());

describe('session', () => {
  it('stores the token and announces the session', () => {
    const listener = vi.fn();
    const off = bus.on('session:changed', listener);
    startSession({ token: 'tok', userId: '7' });
    expect(readItem('token')).toBe('tok');
    expect(readItem('userId')).toBe('7');
    expect(appStore.get(isLoggedInAtom)).toBe(true);
    expect(listener).toHaveBeenLastCalledWith({ token: 'tok', userId: '7' });
    off();
  });

  it('ends the session, clearing member state and the DD_ cache', () => {
    startSession({ token: 'tok', userId: '7' });
    writeDecrypted('phone', { value: '1', visible: true });
    appStore.set(memberAtom, null);
    endSession();
    expect(readItem('token')).toBeNull();
    expect(readDecrypted('phone')).toBeNull();
    expect(appStore.get(isLoggedInAtom)).toBe(false);
    expect(bus.last('session:changed')).toBeNull();
  });
});
