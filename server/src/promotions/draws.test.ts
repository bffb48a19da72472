import { describe, expect, it } from 'vitest';
import { pickPrize, type DrawPrize } from './draws';

const prizes: DrawPrize[] = [
  { id: 1, name: '888元现金', amountFen: 88_800, weight: 1 },
  { id: 2, name: '8元现金', amountFen: 800, weight: 3 },
  { id: 3, name: '谢谢参与', amountFen: 0, weight: 6 },
];

describe('pickPrize', () => {
  it('maps each roll of the total weight to the prize whose share it falls in', () => {
    const byRoll = Array.from({ length: 10 }, (_, roll) => pickPrize(prizes, () => roll).id);
    expect(byRoll).toEqual([1, 2, 2, 2, 3, 3, 3, 3, 3, 3]);
  });

  it('asks the random source for a number below the total weight', () => {
    let asked = 0;
    pickPrize(prizes, (max) => {
      asked = max;
      return 0;
    });
    expect(asked).toBe(10);
  });

  it('draws from the crypto source by default, every prize reachable by weight', () => {
    const counts = new Map<number, number>();
    for (let i = 0; i < 2000; i += 1) {
      const id = pickPrize(prizes).id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(counts.get(3) ?? 0).toBeGreaterThan(counts.get(2) ?? 0);
    expect(counts.get(2) ?? 0).toBeGreaterThan(counts.get(1) ?? 0);
    expect(counts.get(1) ?? 0).toBeGreaterThan(0);
  });
});
