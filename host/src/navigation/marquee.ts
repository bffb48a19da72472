/** SPEC §2: a title longer than this scrolls. */
export const MARQUEE_MAX_LENGTH = 15;
export const MARQUEE_STEP_MS = 300;

/**
 * The title after `step` marquee steps: each step moves the first character to the end. Counted
 * in code points, so a character outside the BMP is never split.
 */
export function marqueeFrame(title: string, step: number): string {
  const chars = Array.from(title);
  if (chars.length <= MARQUEE_MAX_LENGTH) return title;
  const shift = step % chars.length;
  return [...chars.slice(shift), ...chars.slice(0, shift)].join('');
}

/** The document title: the page, then the site. */
export function documentTitle(page: string, siteName: string): string {
  return `${page} - ${siteName}`;
}
