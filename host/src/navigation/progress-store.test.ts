import { describe, expect, it, vi } from 'vitest';
import { createProgressStore } from './progress-store';

describe('progress store', () => {
  it('stays busy until every overlapping load has finished', () => {
    const store = createProgressStore();
    const first = store.start();
    const second = store.start();
    first();
    expect(store.isBusy()).toBe(true);
    second();
    expect(store.isBusy()).toBe(false);
  });

  it('ignores a finish called twice and tells subscribers about each change', () => {
    const store = createProgressStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const finish = store.start();
    const other = store.start();
    finish();
    finish();
    expect(store.isBusy()).toBe(true);
    other();
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
