import { describe, expect, it } from 'vitest';
import { contrastRatio, textOn } from './contrast';
import { classicTokens, professionalTokens } from './tokens';

describe('contrast', () => {
  it('measures the WCAG ratio', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#2fb36b', '#ffffff')).toBeCloseTo(2.7, 1);
  });

  it('puts white words on a dark fill and dark words on a bright one', () => {
    expect(textOn('#1b7f47')).toBe('#ffffff');
    expect(textOn('#3ccf7e')).toBe('#15171c');
    expect(textOn('rgba(0, 0, 0, 0.5)')).toBe('#ffffff');
  });

  it('keeps 4.5:1 for words of each status colour, as text on the page and on its fill', () => {
    for (const tokens of [classicTokens, professionalTokens]) {
      for (const tone of [tokens.success, tokens.warning, tokens.danger, tokens.accent, tokens.textMuted]) {
        expect(contrastRatio(tone, tokens.surface), `${tone} on ${tokens.surface}`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(tone, tokens.background), `${tone} on ${tokens.background}`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(textOn(tone), tone), `words on ${tone}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
