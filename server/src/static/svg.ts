/**
 * Generated artwork: the demo needs pictures for banners, activities and venues, and drawing them here
 * keeps the repository free of binary assets and lets every seeded row have its own image.
 */

export interface Palette {
  from: string;
  to: string;
  accent: string;
}

/** Deep, saturated gradients in the style of Chinese sports and casino banners. */
export const PALETTES: readonly Palette[] = [
  { from: '#0b1f4b', to: '#1f6fd1', accent: '#ffd36b' },
  { from: '#4a0d0d', to: '#c0262d', accent: '#ffdf8a' },
  { from: '#1a0b3d', to: '#7b2ff7', accent: '#ffc2f0' },
  { from: '#06372f', to: '#10a37f', accent: '#e6ffb3' },
  { from: '#3b1d00', to: '#e07b00', accent: '#fff1c1' },
  { from: '#0f1720', to: '#3a4b5e', accent: '#6fd3ff' },
  { from: '#2b0a2f', to: '#d6336c', accent: '#ffe066' },
];

export function paletteFor(seed: number): Palette {
  const palette = PALETTES[Math.abs(seed) % PALETTES.length];
  if (palette === undefined) throw new Error('palette list is empty');
  return palette;
}

export const FONT = `'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif`;

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface ArtSpec {
  width: number;
  height: number;
  palette: Palette;
  headline: string;
  subline: string;
  /** Small label in the top-left corner, e.g. a venue code. */
  badge: string;
}

/** A gradient card with glowing circles, a headline and a sub-line, sized to its slot. */
export function renderArt(spec: ArtSpec): string {
  const { width: w, height: h, palette: p } = spec;
  const headlineSize = Math.round(Math.min(h * 0.2, (w * 0.8) / Math.max(spec.headline.length, 1)));
  const sublineSize = Math.round(headlineSize * 0.45);
  // A CJK character is about 1em wide, Latin about 0.6em: size the badge's plate to its text.
  const badgeWidth =
    [...spec.badge].reduce((sum, ch) => sum + (/[\u2e80-\uffff]/.test(ch) ? 1 : 0.6), 0) * sublineSize + sublineSize;
  const badge =
    spec.badge === ''
      ? ''
      : `<rect x="${w * 0.05}" y="${h * 0.08}" rx="${h * 0.04}" width="${badgeWidth}" height="${sublineSize * 1.6}" fill="${p.accent}" opacity="0.9"/>
  <text x="${w * 0.05 + sublineSize * 0.5}" y="${h * 0.08 + sublineSize * 1.15}" font-size="${sublineSize}" font-weight="700" fill="${p.from}">${escapeXml(spec.badge)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/>
      <stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${p.accent}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${p.accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${w * 0.82}" cy="${h * 0.3}" r="${h * 0.55}" fill="url(#glow)"/>
  <circle cx="${w * 0.95}" cy="${h * 0.9}" r="${h * 0.35}" fill="url(#glow)"/>
  <path d="M0 ${h * 0.78} Q ${w * 0.35} ${h * 0.62} ${w} ${h * 0.84} L ${w} ${h} L 0 ${h} Z" fill="#ffffff" opacity="0.08"/>
  ${badge}
  <text x="${w * 0.05}" y="${h * 0.56}" font-size="${headlineSize}" font-weight="800" fill="#ffffff">${escapeXml(spec.headline)}</text>
  <text x="${w * 0.05}" y="${h * 0.56 + sublineSize * 1.9}" font-size="${sublineSize}" fill="${p.accent}">${escapeXml(spec.subline)}</text>
</svg>`;
}

/** A round avatar with one character on a palette colour (profile pictures until uploads exist). */
export function renderAvatar(id: number): string {
  const p = paletteFor(id);
  const glyphs = '星耀福禄寿喜财运龙虎鹏鲸';
  const glyph = glyphs[Math.abs(id) % glyphs.length] ?? '星';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" font-family="${FONT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
  <circle cx="80" cy="80" r="80" fill="url(#bg)"/>
  <text x="80" y="100" text-anchor="middle" font-size="64" font-weight="700" fill="${p.accent}">${glyph}</text>
</svg>`;
}
