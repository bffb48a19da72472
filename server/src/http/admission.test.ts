import { afterEach, describe, expect, it, vi } from 'vitest';
import { Admission } from './admission';

afterEach(() => vi.useRealTimers());

describe('Admission', () => {
  it('lets calls in up to the limit, queues the next and hands a freed place to the first waiting', async () => {
    const admission = new Admission({ maxInFlight: 2, maxQueued: 2, maxWaitMs: 1_000 });
    const first = await admission.enter();
    const second = await admission.enter();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    const third = admission.enter();
    const fourth = admission.enter();
    expect(admission.load).toEqual({ running: 2, waiting: 2 });
    first?.();
    const thirdRelease = await third;
    expect(thirdRelease).not.toBeNull();
    expect(admission.load).toEqual({ running: 2, waiting: 1 });
    // A second release of the same place gives nothing back twice.
    first?.();
    expect(admission.load).toEqual({ running: 2, waiting: 1 });
    second?.();
    expect(await fourth).not.toBeNull();
    expect(admission.load).toEqual({ running: 2, waiting: 0 });
  });

  it('sheds a call when the queue is full', async () => {
    const admission = new Admission({ maxInFlight: 1, maxQueued: 1, maxWaitMs: 1_000 });
    await admission.enter();
    void admission.enter();
    expect(await admission.enter()).toBeNull();
    expect(admission.load).toEqual({ running: 1, waiting: 1 });
  });

  it('sheds a waiting call whose wait ran out, and a later release skips it', async () => {
    vi.useFakeTimers();
    const admission = new Admission({ maxInFlight: 1, maxQueued: 5, maxWaitMs: 500 });
    const held = await admission.enter();
    const waiting = admission.enter();
    await vi.advanceTimersByTimeAsync(499);
    expect(admission.load.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toBeNull();
    held?.();
    expect(admission.load).toEqual({ running: 0, waiting: 0 });
  });
});
