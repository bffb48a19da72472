import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../bus/instance';
import { readDecrypted, writeDecrypted } from '../storage/decrypted-cache';
import { readItem, writeItem } from '../storage/local-storage';
import { appStore } from './store';
import { feedbackUnreadAtom, memberAtom, unreadCountsAtom } from './atoms';
import { isLoggedInAtom, sessionAtom } from './session-atom';
import { endSession, startSession } from './session';
import { followSessionAcrossTabs, signIn } from './sign-in';

beforeEach(() => {
  localStorage.clear();
  appStore.set(sessionAtom, null);
});

describe('the session atom', () => {
  it('is the session code reads, persisted in local storage', () => {
    startSession({ token: 'tok', userId: '7' });
    expect(appStore.get(sessionAtom)).toEqual({ token: 'tok', userId: '7' });
    expect(readItem('token')).toBe('tok');
    expect(readItem('userId')).toBe('7');
    expect(appStore.get(isLoggedInAtom)).toBe(true);
  });

  it('ends the session, clearing storage, member state and the DD_ cache', () => {
    startSession({ token: 'tok', userId: '7' });
    writeItem('jwtToken', 'jwt');
    writeDecrypted('phone', { value: '1', visible: true });
    appStore.set(feedbackUnreadAtom, 2);
    appStore.set(unreadCountsAtom, {
      brnotice_count: 1,
      bractivity_count: 0,
      brbulletin_count: 0,
      brmatch_count: 0,
      brfd_count: 0,
      notice_count: 0,
      activity_count: 0,
      fd_count: 0,
    });
    endSession();
    expect(appStore.get(feedbackUnreadAtom)).toBeNull();
    expect(appStore.get(unreadCountsAtom)).toBeNull();
    expect(readItem('token')).toBeNull();
    expect(readItem('userId')).toBeNull();
    expect(readItem('jwtToken')).toBeNull();
    expect(readDecrypted('phone')).toBeNull();
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(appStore.get(isLoggedInAtom)).toBe(false);
  });
});

describe('signIn', () => {
  it('stores the session, then announces the login without the token', async () => {
    const announced = vi.fn();
    const off = bus.on('auth:login-success', announced);
    // No brand is loaded in this test, so the member loads fail: a login that succeeded stays.
    await signIn({ token: 'tok', userId: '7' });
    off();
    expect(appStore.get(sessionAtom)).toEqual({ token: 'tok', userId: '7' });
    expect(announced).toHaveBeenCalledWith({ userId: '7' });
  });
});

describe('another tab', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('logging out there logs this tab out', () => {
    startSession({ token: 'tok', userId: '7' });
    appStore.set(memberAtom, { name: 'demo888' } as never);
    stop = followSessionAcrossTabs();
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(appStore.get(memberAtom)).toBeNull();
  });

  it('logging in there is adopted here', () => {
    stop = followSessionAcrossTabs();
    localStorage.setItem('token', 'other');
    localStorage.setItem('userId', '8');
    window.dispatchEvent(new StorageEvent('storage', { key: 'userId' }));
    expect(appStore.get(sessionAtom)).toEqual({ token: 'other', userId: '8' });
  });

  it('ignores other keys', () => {
    startSession({ token: 'tok', userId: '7' });
    stop = followSessionAcrossTabs();
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'oddsFormat' }));
    expect(appStore.get(sessionAtom)).toEqual({ token: 'tok', userId: '7' });
  });
});
