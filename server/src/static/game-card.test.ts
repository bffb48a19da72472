import { describe, expect, it } from 'vitest';
import { cardGlyphs, renderGameCard } from './game-card';
import { paletteFor } from './svg';

describe('game card', () => {
  it('shows the first Chinese characters of the name', () => {
    expect(cardGlyphs('麻将胡了')).toBe('麻将');
    expect(cardGlyphs('108好汉')).toBe('好汉');
    expect(cardGlyphs('Zeus')).toBe('Ze');
  });

  it('draws the name and the vendor in the colours of the id, escaped', () => {
    const svg = renderGameCard({ id: 601001, name: '麻将<胡了>', venueName: 'PG电子' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('麻将&#60;胡了&#62;');
    expect(svg).toContain('PG电子');
    expect(svg).toContain(paletteFor(601001).from);
    expect(svg).not.toContain('<胡了>');
  });

  it('gives neighbouring games different colours', () => {
    expect(renderGameCard({ id: 1, name: '跳高高', venueName: 'CQ9电子' })).not.toBe(
      renderGameCard({ id: 2, name: '跳高高', venueName: 'CQ9电子' }),
    );
  });
});
