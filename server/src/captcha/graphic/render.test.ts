import { describe, expect, it } from 'vitest';
import { GRAPHIC_ALPHABET, randomCodeText } from './code-text';
import { GLYPHS, parseGlyph } from './glyphs';
import { renderGraphicCaptcha } from './render';

describe('graphic captcha text', () => {
  it('is 4 or 5 characters of the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const text = randomCodeText();
      expect(text).toMatch(new RegExp(`^[${GRAPHIC_ALPHABET}]{4,5}$`));
    }
    expect(GRAPHIC_ALPHABET).not.toMatch(/[01ILOQ]/);
  });
});

describe('stroke font', () => {
  it('has a parsable glyph for every character of the alphabet', () => {
    for (const ch of GRAPHIC_ALPHABET) {
      const glyph = GLYPHS[ch];
      expect(glyph, ch).toBeDefined();
      const commands = parseGlyph(glyph ?? '');
      expect(commands[0]?.op, ch).toBe('M');
    }
  });

  it('rejects a malformed glyph', () => {
    expect(() => parseGlyph('M0,0 L1')).toThrow(/bad glyph/);
  });
});

describe('renderGraphicCaptcha', () => {
  it('draws an SVG of paths that never contains the answer as text', () => {
    const svg = renderGraphicCaptcha('KZ5KD');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toContain('<text');
    expect(svg).not.toMatch(/KZ5KD/i);
    // One stroke path per character, plus the noise curves.
    expect(svg.match(/stroke-linecap="round"/g)).toHaveLength(5);
  });

  it('never draws the same picture twice, so path data cannot be looked up', () => {
    expect(renderGraphicCaptcha('ABCD')).not.toBe(renderGraphicCaptcha('ABCD'));
  });
});
