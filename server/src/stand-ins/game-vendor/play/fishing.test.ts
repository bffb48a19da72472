import { describe, expect, it } from 'vitest';
import { FISH_KINDS, FISH_RETURN, findFishKind, hitThreshold, shoot } from './fishing';

const digestOf = (first: number) => {
  const bytes = Buffer.alloc(32);
  bytes.writeUInt32BE(first, 0);
  return bytes;
};

describe('the fishing game', () => {
  it('returns 96% on every kind of fish, so no target is better than another', () => {
    for (const kind of FISH_KINDS) {
      const chance = hitThreshold(kind) / 2 ** 32;
      expect(chance * kind.multiplier).toBeCloseTo(FISH_RETURN, 8);
    }
  });

  it('hits below the threshold and misses from it on', () => {
    const shark = findFishKind('shark')!;
    expect(shoot(digestOf(hitThreshold(shark) - 1), shark)).toEqual({
      hit: true,
      multiplier: 30,
      detail: '鲨鱼 ×30 · 命中',
    });
    expect(shoot(digestOf(hitThreshold(shark)), shark)).toEqual({
      hit: false,
      multiplier: 0,
      detail: '鲨鱼 ×30 · 未命中',
    });
  });

  it('knows its kinds by id only', () => {
    expect(findFishKind('dragon')?.multiplier).toBe(100);
    expect(findFishKind('whale')).toBeUndefined();
  });
});
