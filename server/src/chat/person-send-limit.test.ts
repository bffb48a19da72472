import { describe, expect, it } from 'vitest';
import { PersonSendLimit } from './person-send-limit';
import { MemoryWindowCounter } from './window-counter';

describe('PersonSendLimit', () => {
  it('counts one person across every limiter on the same counter (the processes of a cluster), each person apart', async () => {
    let now = 20_000;
    const counter = new MemoryWindowCounter(() => now);
    const processA = new PersonSendLimit(counter, 3, 10_000);
    const processB = new PersonSendLimit(counter, 3, 10_000);
    const answers = [
      await processA.take('7', now),
      await processB.take('7', now),
      await processA.take('7', now),
      await processB.take('7', now),
    ];
    expect(answers).toEqual([true, true, true, false]);
    expect(await processB.take('8', now)).toBe(true);

    // The next window starts afresh.
    now = 30_000;
    expect(await processA.take('7', now)).toBe(true);
  });
});

describe('MemoryWindowCounter', () => {
  it('forgets a key once its life is over', async () => {
    let now = 0;
    const counter = new MemoryWindowCounter(() => now);
    expect(await counter.increment('k', 1_000)).toBe(1);
    expect(await counter.increment('k', 1_000)).toBe(2);
    now = 1_000;
    expect(await counter.increment('k', 1_000)).toBe(1);
  });
});
