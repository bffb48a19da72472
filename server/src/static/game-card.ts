import { escapeXml, FONT, paletteFor } from './svg';

export interface GameCardSpec {
  id: number;
  name: string;
  venueName: string;
}

const SIZE = 300;
const CJK = /[\u3400-\u9fff]/;

/** The medallion's glyphs: the name's first two Chinese characters, or its first two of any kind. */
export function cardGlyphs(name: string): string {
  const chars = [...name];
  const cjk = chars.filter((ch) => CJK.test(ch));
  return (cjk.length > 0 ? cjk : chars).slice(0, 2).join('');
}

/**
 * A square game tile: the first characters of the name on a medallion, the full name and the
 * vendor below, on a gradient picked by the game's id so neighbouring games differ.
 */
export function renderGameCard(spec: GameCardSpec): string {
  const p = paletteFor(spec.id);
  const glyphs = cardGlyphs(spec.name);
  const glyphSize = glyphs.length > 1 ? 64 : 88;
  const nameSize = Math.round(Math.min(30, (SIZE * 0.86) / Math.max([...spec.name].length, 1)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" font-family="${FONT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/>
      <stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${p.accent}" stop-opacity="0.6"/>
      <stop offset="1" stop-color="${p.accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" rx="24" fill="url(#bg)"/>
  <circle cx="150" cy="118" r="120" fill="url(#glow)"/>
  <circle cx="150" cy="118" r="78" fill="${p.from}" opacity="0.55" stroke="${p.accent}" stroke-width="5"/>
  <text x="150" y="${118 + glyphSize * 0.36}" text-anchor="middle" font-size="${glyphSize}" font-weight="800" fill="${p.accent}">${escapeXml(glyphs)}</text>
  <rect x="0" y="222" width="${SIZE}" height="78" fill="#000000" opacity="0.28"/>
  <text x="150" y="${256 + nameSize * 0.1}" text-anchor="middle" font-size="${nameSize}" font-weight="700" fill="#ffffff">${escapeXml(spec.name)}</text>
  <text x="150" y="287" text-anchor="middle" font-size="15" fill="${p.accent}">${escapeXml(spec.venueName)}</text>
</svg>`;
}
