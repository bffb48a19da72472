import { describe, expect, it } from 'vitest';
import { escapeXml, paletteFor, PALETTES, renderArt, renderAvatar } from './svg';

describe('svg artwork', () => {
  it('escapes row texts so a title cannot inject markup into the image', () => {
    expect(escapeXml(`<script>"&'`)).toBe('&#60;script&#62;&#34;&#38;&#39;');
    const svg = renderArt({
      width: 100,
      height: 50,
      palette: paletteFor(1),
      headline: '<b>标题</b>',
      subline: 'A&B',
      badge: '',
    });
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#60;b&#62;标题');
  });

  it('draws the headline and the badge', () => {
    const svg = renderArt({
      width: 560,
      height: 320,
      palette: paletteFor(3),
      headline: '皇冠体育',
      subline: '自营体育',
      badge: '体育 · CRTY',
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('皇冠体育');
    expect(svg).toContain('体育 · CRTY');
  });

  it('picks palettes deterministically', () => {
    expect(paletteFor(PALETTES.length + 2)).toBe(paletteFor(2));
    expect(renderAvatar(5)).toBe(renderAvatar(5));
  });
});
