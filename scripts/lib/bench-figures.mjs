// The figures a benchmark prints from its repetitions: median always, p95 only from enough
// samples to mean something, and a plain-text table with its columns lined up.

/** Below this many samples a p95 is just the largest one: it is left out. */
export const P95_MIN_SAMPLES = 20;

/**
 * The nearest-rank percentile `p` (0-100) of the samples, or NaN when there are none.
 * @param {readonly number[]} samples
 * @param {number} p
 */
export function nearestRank(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/**
 * The median of the samples (the mean of the middle two for an even count), or NaN when there are none.
 * @param {readonly number[]} samples
 */
export function median(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * How many samples, their median and (from P95_MIN_SAMPLES on) their p95.
 * @param {readonly number[]} samples
 * @returns {{ n: number, median: number, p95: number | null }}
 */
export function summarise(samples) {
  return {
    n: samples.length,
    median: median(samples),
    p95: samples.length >= P95_MIN_SAMPLES ? nearestRank(samples, 95) : null,
  };
}

/**
 * `--runs N` (or `--runs=N`) from the arguments, a whole number from 1 to `max`; absent: `fallback`.
 * @param {readonly string[]} args
 * @param {number} fallback
 * @param {number} [max]
 */
export function runsOption(args, fallback, max = 50) {
  const index = args.findIndex((arg) => arg === '--runs' || arg.startsWith('--runs='));
  if (index < 0) return fallback;
  const arg = args[index] ?? '';
  const text = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (args[index + 1] ?? '');
  const runs = Number(text);
  if (!/^\d+$/.test(text) || runs < 1 || runs > max) {
    throw new Error(`--runs must be a whole number from 1 to ${max}, got "${text}"`);
  }
  return runs;
}

/** East Asian wide characters (CJK, full-width forms) take two columns of a terminal. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/**
 * The columns `text` takes in a terminal.
 * @param {string} text
 */
export function columns(text) {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}

/**
 * Rows of cells as lines of text, each column as wide as its widest cell (in terminal columns); the
 * first row is the header, underlined. Numbers are right-aligned, words left-aligned.
 * @param {readonly (readonly string[])[]} rows
 * @returns {string[]}
 */
export function tableLines(rows) {
  const widths = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, columns(cell))));
  const numeric = /^[\d.,\s%—-]+$/;
  const pad = (cell, i) => ' '.repeat(widths[i] - columns(cell));
  const line = (row) =>
    row
      .map((cell, i) => (numeric.test(cell) ? pad(cell, i) + cell : cell + pad(cell, i)))
      .join('  ')
      .trimEnd();
  const [header, ...body] = rows;
  if (!header) return [];
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)];
}
