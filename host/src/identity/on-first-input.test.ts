import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorId } from 'shared/api';
import { runOnFirstInput } from './on-first-input';
import { startVisitorIdentity } from './visitor-identity';

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  localStorage.clear();
});

describe('runOnFirstInput', () => {
  it('waits for the first input, then runs the task once', () => {
    const task = vi.fn();
    stops.push(runOnFirstInput(task));
    window.dispatchEvent(new Event('scroll'));
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const task = vi.fn();
    runOnFirstInput(task)();
    window.dispatchEvent(new Event('keydown'));
    expect(task).not.toHaveBeenCalled();
  });

  it('defers the fingerprint: calls carry the stored id until the first input, then the fingerprint id', async () => {
    localStorage.setItem('uuid', 'earlier-visit');
    const fingerprint = vi.fn(() => Promise.resolve('fp-deferred'));
    const done = new Promise<string>((resolve) =>
      stops.push(runOnFirstInput(() => void startVisitorIdentity(fingerprint).then(resolve))),
    );
    expect(fingerprint).not.toHaveBeenCalled();
    expect(visitorId()).toBe('earlier-visit');
    window.dispatchEvent(new Event('focusin'));
    await expect(done).resolves.toBe('fp-deferred');
    expect(visitorId()).toBe('fp-deferred');
  });
});
