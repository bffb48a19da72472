import { afterEach, describe, expect, it } from 'vitest';
import { bus } from '../bus/instance';
import { sessionAtom } from '../state/session-atom';
import { appStore } from '../state/store';
import { queryClient } from './client';

afterEach(() => appStore.set(sessionAtom, null));

describe('queryClient', () => {
  it('is one client for the page', () => {
    expect(queryClient()).toBe(queryClient());
  });

  it('empties the cache when the session token changes, not when the same token is written again', () => {
    appStore.set(sessionAtom, { token: 'a', userId: '1' });
    queryClient().setQueryData(['money', '/balance', {}], 100);
    appStore.set(sessionAtom, { token: 'a', userId: '1' });
    expect(queryClient().getQueryData(['money', '/balance', {}])).toBe(100);
    appStore.set(sessionAtom, { token: 'b', userId: '2' });
    expect(queryClient().getQueryData(['money', '/balance', {}])).toBeUndefined();
    queryClient().setQueryData(['data', '/banks', {}], ['ICBC']);
    appStore.set(sessionAtom, null);
    expect(queryClient().getQueryData(['data', '/banks', {}])).toBeUndefined();
  });

  it('marks every money query stale on balance:refresh, and no data query', () => {
    queryClient().setQueryData(['money', '/balance', {}], 100);
    queryClient().setQueryData(['money', '/orders', { pageNum: 2 }], []);
    queryClient().setQueryData(['data', '/banks', {}], []);
    bus.emit('balance:refresh');
    const stale = (key: readonly unknown[]) => queryClient().getQueryState(key)?.isInvalidated;
    expect(stale(['money', '/balance', {}])).toBe(true);
    expect(stale(['money', '/orders', { pageNum: 2 }])).toBe(true);
    expect(stale(['data', '/banks', {}])).toBe(false);
  });
});
