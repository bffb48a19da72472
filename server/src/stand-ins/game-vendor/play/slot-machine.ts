/**
 * The demo slot machine: three reels, one payline. Each reel stop is one byte of the round digest
 * masked to 0..63, and the symbol weights add up to 64, so every stop is exactly as likely as its
 * weight says (no modulo bias). Paying: three alike, or the first two alike (左起两连). The expected
 * return is 96.0% (slot-machine.test.ts computes it from these tables).
 */
export interface SlotSymbol {
  id: string;
  name: string;
  /** Stops of 64 on each reel. */
  weight: number;
  /** Stake multiplier when the first two reels show it and the third does not. */
  pair: number;
  /** Stake multiplier when all three reels show it. */
  triple: number;
}

export const SLOT_SYMBOLS: readonly SlotSymbol[] = [
  { id: 'cherry', name: '樱桃', weight: 16, pair: 2, triple: 10 },
  { id: 'lemon', name: '柠檬', weight: 14, pair: 2, triple: 12 },
  { id: 'bell', name: '铃铛', weight: 12, pair: 3, triple: 15 },
  { id: 'star', name: '星星', weight: 10, pair: 3, triple: 20 },
  { id: 'diamond', name: '钻石', weight: 7, pair: 5, triple: 40 },
  { id: 'seven', name: '幸运7', weight: 5, pair: 6, triple: 100 },
];

export const REEL_STOPS = 64;

export interface SpinOutcome {
  /** Symbol ids of the three reels, left to right. */
  reels: [string, string, string];
  /** Stake multiplier won; 0 for a loss. */
  multiplier: number;
  /** What the round showed, for the records: '铃铛 铃铛 樱桃 · 两连 ×3'. */
  detail: string;
}

function symbolAt(stop: number): SlotSymbol {
  let rest = stop;
  for (const symbol of SLOT_SYMBOLS) {
    if (rest < symbol.weight) return symbol;
    rest -= symbol.weight;
  }
  throw new RangeError(`reel stop ${stop} is outside 0..${REEL_STOPS - 1}`);
}

export function spin(digest: Buffer): SpinOutcome {
  const [a, b, c] = [0, 1, 2].map((i) => symbolAt((digest[i] ?? 0) % REEL_STOPS)) as [
    SlotSymbol,
    SlotSymbol,
    SlotSymbol,
  ];
  const shown = `${a.name} ${b.name} ${c.name}`;
  const reels: [string, string, string] = [a.id, b.id, c.id];
  if (a === b && b === c) return { reels, multiplier: a.triple, detail: `${shown} · 三连 ×${a.triple}` };
  if (a === b) return { reels, multiplier: a.pair, detail: `${shown} · 两连 ×${a.pair}` };
  return { reels, multiplier: 0, detail: `${shown} · 未中奖` };
}
