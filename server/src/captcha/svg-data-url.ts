/** An SVG document as a data: URL the client can put straight into <img src>. Base64 avoids escaping rules. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** One decimal: enough precision for a picture, and a much shorter document. */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/**
 * Decoration randomness (angles, colours, noise). Math.random is enough here: nothing is derived
 * from it that must stay secret; the answers themselves come from node:crypto.
 */
export function between(min: number, max: number): number {
  return min + Math.random() * (max - min);
}

export function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
