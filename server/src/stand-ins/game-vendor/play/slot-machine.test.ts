import { describe, expect, it } from 'vitest';
import { REEL_STOPS, SLOT_SYMBOLS, spin } from './slot-machine';

/** A digest whose first three bytes are these reel stops. */
const digest = (...stops: number[]) => Buffer.concat([Buffer.from(stops), Buffer.alloc(32 - stops.length)]);

describe('the slot machine', () => {
  it('has 64 stops a reel, so a masked byte picks each symbol exactly as often as its weight', () => {
    expect(SLOT_SYMBOLS.reduce((sum, s) => sum + s.weight, 0)).toBe(REEL_STOPS);
    // 256 is a multiple of 64: the byte's value mod 64 has no bias.
    expect(256 % REEL_STOPS).toBe(0);
  });

  it('returns 96% of the stakes over every combination of stops', () => {
    let returned = 0;
    let hits = 0;
    for (let a = 0; a < REEL_STOPS; a++) {
      for (let b = 0; b < REEL_STOPS; b++) {
        for (let c = 0; c < REEL_STOPS; c++) {
          const { multiplier } = spin(digest(a, b, c));
          returned += multiplier;
          if (multiplier > 0) hits++;
        }
      }
    }
    const combinations = REEL_STOPS ** 3;
    expect(returned / combinations).toBeCloseTo(0.96, 2);
    expect(returned / combinations).toBeLessThan(1);
    expect(hits / combinations).toBeGreaterThan(0.15);
  });

  it('pays three alike, the first two alike, and nothing else', () => {
    // Stops 0-15 cherry, 16-29 lemon, 59-63 seven.
    expect(spin(digest(60, 61, 63))).toEqual({
      reels: ['seven', 'seven', 'seven'],
      multiplier: 100,
      detail: '幸运7 幸运7 幸运7 · 三连 ×100',
    });
    expect(spin(digest(0, 15, 20))).toEqual({
      reels: ['cherry', 'cherry', 'lemon'],
      multiplier: 2,
      detail: '樱桃 樱桃 柠檬 · 两连 ×2',
    });
    expect(spin(digest(20, 0, 0)).multiplier).toBe(0);
    expect(spin(digest(0, 20, 0))).toMatchObject({ multiplier: 0, detail: '樱桃 柠檬 樱桃 · 未中奖' });
  });

  it('reads only the low six bits of each byte', () => {
    expect(spin(digest(60 + 64, 61 + 128, 63 + 192)).reels).toEqual(['seven', 'seven', 'seven']);
  });
});
