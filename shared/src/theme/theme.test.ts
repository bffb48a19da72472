import { describe, expect, it } from 'vitest';
import { buildTheme, effectiveEdition } from './build-theme';
import { rootFontSize } from './root-font-size';
import { classicTokens, professionalTokens } from './tokens';

describe('themes', () => {
  it('applies brand overrides over the edition tokens', () => {
    const theme = buildTheme('professional', { primary: '#ff0000' });
    expect(theme.primary).toBe('#ff0000');
    expect(theme.background).toBe(professionalTokens.background);
    expect(theme.edition).toBe('professional');
    expect(buildTheme('classic').background).toBe(classicTokens.background);
  });

  it('forces classic when professional is not allowed', () => {
    expect(effectiveEdition('professional', false)).toBe('classic');
    expect(effectiveEdition('professional', true)).toBe('professional');
  });
});

describe('root font size', () => {
  it('is 16px at 1920 wide and scales with the window, within bounds', () => {
    expect(rootFontSize(1920)).toBe(16);
    expect(rootFontSize(1680)).toBe(14);
    expect(rootFontSize(800)).toBe(12);
    expect(rootFontSize(3840)).toBe(20);
  });
});
