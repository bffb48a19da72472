import { between, n, svgDataUrl } from '../svg-data-url';

export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 160;
export const PIECE_SIZE = 52;

export interface SliderImages {
  background: string;
  piece: string;
}

/**
 * The two pictures of a slider challenge as SVG data URLs: a random landscape (gradient sky, sun,
 * shapes, hills) with a dark puzzle-shaped hole at (x, y), and the piece: the same landscape seen
 * through the same shape, cropped to its box by the viewBox, so it fits the hole exactly.
 */
export function renderSliderImages(x: number, y: number): SliderImages {
  const scene = randomScene();
  const shape = pieceOutline(x, y, PIECE_SIZE);
  const background = svg(SLIDER_WIDTH, SLIDER_HEIGHT, `0 0 ${SLIDER_WIDTH} ${SLIDER_HEIGHT}`, scene.defs, [
    scene.body,
    `<path d="${shape}" fill="#000" fill-opacity="0.5" stroke="#fff" stroke-opacity="0.85" stroke-width="1.5"/>`,
  ]);
  const piece = svg(
    PIECE_SIZE,
    PIECE_SIZE,
    `${x} ${y} ${PIECE_SIZE} ${PIECE_SIZE}`,
    `${scene.defs}<clipPath id="cut"><path d="${shape}"/></clipPath>`,
    [`<g clip-path="url(#cut)">${scene.body}</g>`, `<path d="${shape}" fill="none" stroke="#fff" stroke-width="2"/>`],
  );
  return { background: svgDataUrl(background), piece: svgDataUrl(piece) };
}

function svg(width: number, height: number, viewBox: string, defs: string, body: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}"><defs>${defs}</defs>${body.join('')}</svg>`;
}

/**
 * A square with a round knob on top and one on the right, inside the size × size box whose left
 * edge is x: that left edge is what the player aligns.
 */
export function pieceOutline(x: number, y: number, size: number): string {
  const r = size * 0.15;
  return [
    `M${n(x)} ${n(y + size * 0.2)}`,
    `H${n(x + size * 0.25)}`,
    `A${n(r)} ${n(r)} 0 1 1 ${n(x + size * 0.55)} ${n(y + size * 0.2)}`,
    `H${n(x + size * 0.8)}`,
    `V${n(y + size * 0.45)}`,
    `A${n(r)} ${n(r)} 0 1 1 ${n(x + size * 0.8)} ${n(y + size * 0.75)}`,
    `V${n(y + size)}`,
    `H${n(x)}Z`,
  ].join(' ');
}

function randomScene(): { defs: string; body: string } {
  const hue = Math.round(between(0, 360));
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 70) % 360},60%,38%)"/></linearGradient>`;
  const parts = [`<rect width="${SLIDER_WIDTH}" height="${SLIDER_HEIGHT}" fill="url(#sky)"/>`];
  parts.push(
    `<circle cx="${n(between(30, 270))}" cy="${n(between(20, 60))}" r="${n(between(14, 26))}" fill="hsl(${(hue + 180) % 360},90%,85%)" fill-opacity="0.85"/>`,
  );
  for (let i = 0; i < 6; i++) {
    const color = `hsl(${Math.round(between(0, 360))},${Math.round(between(40, 80))}%,${Math.round(between(35, 75))}%)`;
    parts.push(
      i % 2 === 0
        ? `<circle cx="${n(between(0, SLIDER_WIDTH))}" cy="${n(between(0, SLIDER_HEIGHT))}" r="${n(between(8, 30))}" fill="${color}" fill-opacity="${n(between(0.4, 0.8))}"/>`
        : `<polygon points="${triangle()}" fill="${color}" fill-opacity="${n(between(0.4, 0.8))}"/>`,
    );
  }
  for (const [level, light] of [
    [0.62, 30],
    [0.78, 22],
  ] as const) {
    const base = SLIDER_HEIGHT * level;
    const wave = () => n(base + between(-22, 22));
    parts.push(
      `<path d="M0 ${wave()} Q75 ${wave()} 150 ${wave()} T${SLIDER_WIDTH} ${wave()} V${SLIDER_HEIGHT} H0Z" fill="hsl(${(hue + 140) % 360},35%,${light}%)" fill-opacity="0.9"/>`,
    );
  }
  return { defs, body: parts.join('') };
}

function triangle(): string {
  const cx = between(0, SLIDER_WIDTH);
  const cy = between(0, SLIDER_HEIGHT);
  const size = between(14, 40);
  return [0, 1, 2]
    .map((k) => {
      const angle = between(0, Math.PI * 2) / 3 + (k * Math.PI * 2) / 3;
      return `${n(cx + Math.cos(angle) * size)},${n(cy + Math.sin(angle) * size)}`;
    })
    .join(' ');
}
