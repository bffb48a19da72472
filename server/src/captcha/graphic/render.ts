import { between, n, pick } from '../svg-data-url';
import { GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS, parseGlyph, type PathCommand, type Point } from './glyphs';

export const GRAPHIC_WIDTH = 130;
export const GRAPHIC_HEIGHT = 44;

const INKS = ['#1f3a93', '#8e1b1b', '#1e6b34', '#5b2a86', '#9a4a00', '#0d5c6b', '#333333'];

/**
 * The graphic captcha as an SVG document: each character drawn from the stroke font, scaled,
 * rotated and shifted on its own, every point nudged, under and over noise curves and specks.
 * The transforms are baked into the coordinates, so no two images share path data a script could
 * look up, and the text never appears in the markup.
 */
export function renderGraphicCaptcha(text: string): string {
  const chars = [...text];
  const slot = (GRAPHIC_WIDTH - 16) / chars.length;
  const background = `hsl(${Math.round(between(0, 360))},45%,93%)`;
  const glyphs = chars.map((ch, i) =>
    drawGlyph(ch, 8 + slot * (i + 0.5) + between(-2, 2), GRAPHIC_HEIGHT / 2 + between(-4, 4)),
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${GRAPHIC_WIDTH}" height="${GRAPHIC_HEIGHT}" viewBox="0 0 ${GRAPHIC_WIDTH} ${GRAPHIC_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="${background}"/>`,
    noiseCurves(4, 0.8, 1.4),
    specks(28),
    ...glyphs,
    noiseCurves(2, 1.2, 1.8),
    '</svg>',
  ].join('');
}

function drawGlyph(ch: string, cx: number, cy: number): string {
  const path = GLYPHS[ch];
  if (path === undefined) throw new Error(`no glyph for "${ch}"`);
  const scale = between(3.4, 4.2);
  const angle = (between(-28, 28) * Math.PI) / 180;
  const shear = between(-0.25, 0.25);
  const place = ([x, y]: Point): string => {
    const lx = (x - GLYPH_WIDTH / 2 + shear * (y - GLYPH_HEIGHT / 2)) * scale;
    const ly = (y - GLYPH_HEIGHT / 2) * scale;
    const px = cx + lx * Math.cos(angle) - ly * Math.sin(angle) + between(-0.6, 0.6);
    const py = cy + lx * Math.sin(angle) + ly * Math.cos(angle) + between(-0.6, 0.6);
    return `${n(px)} ${n(py)}`;
  };
  const d = parseGlyph(path)
    .map((c) => commandText(c, place))
    .join(' ');
  return `<path d="${d}" fill="none" stroke="${pick(INKS)}" stroke-width="${n(between(2, 2.8))}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function commandText(command: PathCommand, place: (p: Point) => string): string {
  switch (command.op) {
    case 'Z':
      return 'Z';
    case 'Q':
      return `Q${place(command.control)} ${place(command.to)}`;
    default:
      return `${command.op}${place(command.to)}`;
  }
}

function noiseCurves(count: number, minWidth: number, maxWidth: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = () => n(between(4, GRAPHIC_HEIGHT - 4));
    const x = () => n(between(20, GRAPHIC_WIDTH - 20));
    out += `<path d="M0 ${y()} C${x()} ${y()} ${x()} ${y()} ${GRAPHIC_WIDTH} ${y()}" fill="none" stroke="${pick(INKS)}" stroke-opacity="0.6" stroke-width="${n(between(minWidth, maxWidth))}"/>`;
  }
  return out;
}

function specks(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${n(between(0, GRAPHIC_WIDTH))}" cy="${n(between(0, GRAPHIC_HEIGHT))}" r="${n(between(0.6, 1.5))}" fill="${pick(INKS)}" fill-opacity="0.5"/>`;
  }
  return out;
}
