/** A member name as other members see it on boards and friend lists: the first two characters, then ***. */
export function maskName(name: string): string {
  const chars = Array.from(name);
  return `${chars.slice(0, Math.min(2, Math.max(1, chars.length - 1))).join('')}***`;
}
