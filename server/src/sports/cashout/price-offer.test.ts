import { describe, expect, it } from 'vitest';
import { priceOffer } from './price-offer';

const open = (placedOdds: number, odds: number) => ({ placedOdds, result: null, live: { odds, open: true } });

describe('priceOffer', () => {
  it('prices a single as stake × placed / current, less the margin, rounded down to the fen', () => {
    // 100 元 at 2.00, now 1.60: 100 × 2 / 1.6 × 0.95 = 118.75 元.
    expect(priceOffer(10_000, [open(2, 1.6)])).toEqual({ offerFen: 11_875, reason: null });
    expect(priceOffer(10_000, [open(2, 2.5)], 0)).toEqual({ offerFen: 8_000, reason: null });
    expect(priceOffer(1_000, [open(1.95, 2.07)])).toEqual({ offerFen: 894, reason: null });
  });

  it('multiplies a parlay over its legs, settled wins at their odds and voids at 1', () => {
    const legs = [
      { placedOdds: 2, result: 'W' as const, live: null },
      { placedOdds: 3, result: 'D' as const, live: null },
      open(1.5, 1.2),
    ];
    // 100 × 2 × 1 × 1.5 / 1.2 × 0.95 = 237.5 元.
    expect(priceOffer(10_000, legs)).toEqual({ offerFen: 23_750, reason: null });
    expect(priceOffer(10_000, [{ placedOdds: 2, result: 'LW' as const, live: null }, open(2, 2)], 0)).toEqual({
      offerFen: 15_000,
      reason: null,
    });
  });

  it('makes no offer with a lost leg, a suspended or missing market, or every leg already settled', () => {
    expect(priceOffer(10_000, [{ placedOdds: 2, result: 'L', live: null }, open(2, 1.5)])).toEqual({
      offerFen: null,
      reason: 'lost',
    });
    expect(priceOffer(10_000, [{ placedOdds: 2, result: null, live: { odds: 1.5, open: false } }])).toEqual({
      offerFen: null,
      reason: 'suspended',
    });
    expect(priceOffer(10_000, [{ placedOdds: 2, result: null, live: null }])).toEqual({
      offerFen: null,
      reason: 'unavailable',
    });
    expect(priceOffer(10_000, [{ placedOdds: 2, result: 'W', live: null }])).toEqual({
      offerFen: null,
      reason: 'unavailable',
    });
  });
});
