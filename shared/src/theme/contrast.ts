/** Relative luminance of a #rgb or #rrggbb colour (WCAG 2.x definition). */
function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits.slice(0, 6);
  const linear = (start: number): number => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(0) + 0.7152 * linear(2) + 0.0722 * linear(4);
}

/** The WCAG contrast ratio of two #rgb or #rrggbb colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [one, two] = [luminance(first), luminance(second)];
  return (Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05);
}

const WHITE = '#ffffff';
const INK = '#15171c';

/**
 * The colour for words drawn on `fill` (a badge, a status chip): white while it keeps 4.5:1 (WCAG
 * 1.4.3), else near-black. The classic edition's status colours are dark enough for white; the
 * professional edition's are bright on its dark page and take dark words. A colour that is not hex
 * (rgba) keeps white.
 */
export function textOn(fill: string): string {
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(fill)) return WHITE;
  return contrastRatio(WHITE, fill) >= 4.5 ? WHITE : INK;
}
