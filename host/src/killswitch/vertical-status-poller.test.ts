import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VerticalStatuses } from 'shared/contract';
import { ALL_ON, startVerticalPolling } from './vertical-status-poller';

const maintenance: VerticalStatuses = { ...ALL_ON, sports: { state: 'maintenance', message: '体育维护中' } };

/** A document and window whose visibility and focus the test drives. */
function page() {
  const docListeners = new Set<() => void>();
  const focusListeners = new Set<() => void>();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_type: string, listener: () => void) => docListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => docListeners.delete(listener),
  };
  const win = {
    addEventListener: (_type: string, listener: () => void) => focusListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => focusListeners.delete(listener),
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
  };
  return {
    doc: doc as unknown as Document,
    win: win as unknown as Window,
    hide: () => (doc.visibilityState = 'hidden'),
    show: () => {
      doc.visibilityState = 'visible';
      docListeners.forEach((listener) => listener());
    },
    focus: () => focusListeners.forEach((listener) => listener()),
    listeners: () => docListeners.size + focusListeners.size,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startVerticalPolling', () => {
  it('asks at once and every interval while visible, handing over only changes', async () => {
    const answers = [ALL_ON, ALL_ON, maintenance, ALL_ON];
    const fetchStatuses = vi.fn(async () => answers.shift() ?? ALL_ON);
    const published: VerticalStatuses[] = [];
    const { doc, win } = page();
    const stop = startVerticalPolling({
      fetchStatuses,
      publish: (s) => published.push(s),
      hasStatuses: () => published.length > 0,
      intervalMs: 5000,
      doc,
      win,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(published).toEqual([ALL_ON]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(published).toEqual([ALL_ON]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(published).toEqual([ALL_ON, maintenance]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(published).toEqual([ALL_ON, maintenance, ALL_ON]);
    expect(fetchStatuses).toHaveBeenCalledTimes(4);
    stop();
  });

  it('stays quiet in a hidden tab and asks at once when it shows again or gets focus', async () => {
    const fetchStatuses = vi.fn(async () => ALL_ON);
    const tab = page();
    const stop = startVerticalPolling({
      fetchStatuses,
      publish: () => undefined,
      hasStatuses: () => true,
      intervalMs: 5000,
      doc: tab.doc,
      win: tab.win,
    });
    await vi.advanceTimersByTimeAsync(0);
    tab.hide();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchStatuses).toHaveBeenCalledTimes(1);
    tab.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatuses).toHaveBeenCalledTimes(2);
    tab.focus();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatuses).toHaveBeenCalledTimes(3);
    stop();
    expect(tab.listeners()).toBe(0);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchStatuses).toHaveBeenCalledTimes(3);
  });

  it('assumes every vertical on when the first call fails, and keeps the last answer on later failures', async () => {
    const published: VerticalStatuses[] = [];
    const fail = vi.fn(async (): Promise<VerticalStatuses> => Promise.reject(new Error('网络异常')));
    const { doc, win } = page();
    const stop = startVerticalPolling({
      fetchStatuses: fail,
      publish: (s) => published.push(s),
      hasStatuses: () => published.length > 0,
      intervalMs: 5000,
      doc,
      win,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(published).toEqual([ALL_ON]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(published).toEqual([ALL_ON]);
    stop();
  });
});
