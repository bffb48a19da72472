/**
 * Handicap and total lines. A line is a multiple of 0.25; quarter lines are written the Asian way as
 * the two half lines the stake is split over ("0.5/1" is 0.75: half on 0.5, half on 1).
 */

/** "0", "0.5", "1", "0/0.5", "0.5/1", "2/2.5"; the value is never negative here (the strong side carries the sign). */
export function formatLine(value: number): string {
  const quarters = Math.round(value * 4);
  if (quarters < 0) throw new RangeError(`a line is written without its sign, got ${value}`);
  if (quarters % 2 === 0) return trim(quarters / 4);
  return `${trim((quarters - 1) / 4)}/${trim((quarters + 1) / 4)}`;
}

/** The half lines a stake is split over: one for a whole or half line, two for a quarter line. null when unreadable. */
export function parseLine(text: string): number[] | null {
  const parts = text.split('/');
  if (parts.length > 2 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return null;
  const values = parts.map(Number);
  const [a, b] = values;
  if (a === undefined) return null;
  if (b === undefined) return isHalfStep(a) ? [a] : null;
  // A quarter line names two neighbouring half lines.
  return isHalfStep(a) && isHalfStep(b) && Math.abs(b - a - 0.5) < 1e-9 ? [a, b] : null;
}

/** The line's value: the mean of its half lines. */
export function lineValue(text: string): number | null {
  const halves = parseLine(text);
  return halves === null ? null : halves.reduce((sum, v) => sum + v, 0) / halves.length;
}

function isHalfStep(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 2 - Math.round(value * 2)) < 1e-9;
}

function trim(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** The half lines of a line value: itself, or the two neighbours a quarter line splits over. */
export function halvesOf(value: number): number[] {
  const quarters = Math.round(value * 4);
  return quarters % 2 === 0 ? [quarters / 4] : [(quarters - 1) / 4, (quarters + 1) / 4];
}
