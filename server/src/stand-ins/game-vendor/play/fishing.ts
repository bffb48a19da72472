/**
 * The demo fishing game: a shot at a fish of some kind costs the cannon's stake and, if it hits,
 * pays the fish's multiplier. A kind worth m is hit with probability 0.96 / m, so every kind
 * returns 96% on average, whichever fish the player aims at: choosing a target is no edge.
 */
export interface FishKind {
  id: string;
  name: string;
  multiplier: number;
}

export const FISH_KINDS: readonly FishKind[] = [
  { id: 'minnow', name: '小黄鱼', multiplier: 2 },
  { id: 'clownfish', name: '小丑鱼', multiplier: 3 },
  { id: 'pufferfish', name: '河豚', multiplier: 5 },
  { id: 'lanternfish', name: '灯笼鱼', multiplier: 8 },
  { id: 'turtle', name: '海龟', multiplier: 15 },
  { id: 'shark', name: '鲨鱼', multiplier: 30 },
  { id: 'dragon', name: '金龙', multiplier: 100 },
];

export const FISH_RETURN = 0.96;
const UINT32_RANGE = 2 ** 32;

export function findFishKind(id: string): FishKind | undefined {
  return FISH_KINDS.find((kind) => kind.id === id);
}

/** The digest's first four bytes below this many of 2^32 hit. */
export function hitThreshold(kind: FishKind): number {
  return Math.floor((FISH_RETURN / kind.multiplier) * UINT32_RANGE);
}

export interface ShotOutcome {
  hit: boolean;
  multiplier: number;
  detail: string;
}

export function shoot(digest: Buffer, kind: FishKind): ShotOutcome {
  const hit = digest.readUInt32BE(0) < hitThreshold(kind);
  return hit
    ? { hit, multiplier: kind.multiplier, detail: `${kind.name} ×${kind.multiplier} · 命中` }
    : { hit, multiplier: 0, detail: `${kind.name} ×${kind.multiplier} · 未命中` };
}
