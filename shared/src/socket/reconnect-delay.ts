/** When to try again after a drop: the base wait plus up to `jitterMs`, so a crowd dropped at once does not return at once. */
export function reconnectDelay(baseMs: number, jitterMs: number, random: () => number): number {
  const share = Math.min(Math.max(random(), 0), 1);
  return baseMs + Math.round(share * jitterMs);
}
