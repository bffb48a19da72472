/**
 * Payout caps per member per day (SPEC §9 "Terms payout caps"), shown in the terms topic. All in
 * US dollars: the spec gives USD for some rows and no unit for others, which read as the same unit.
 */
export const PAYOUT_CAPS = [
  { market: 'footballBasketball', usd: 1_500_000 },
  { market: 'majorOthers', usd: 300_000 },
  { market: 'otherSports', usd: 200_000 },
  { market: 'novelty', usd: 25_000 },
  { market: 'casino', usd: 600_000 },
  { market: 'financials', usd: 180_000 },
] as const;
