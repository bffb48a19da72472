/**
 * A small stroke font for the graphic captcha: each character of the alphabet as SVG-like path
 * commands (M, L, Q, Z only) on a 4 × 6 grid, y pointing down. Drawing strokes instead of <text>
 * keeps the answer out of the markup, and needs no font file on the server or the player's machine.
 */
export const GLYPHS: Readonly<Record<string, string>> = {
  A: 'M0,6 L2,0 L4,6 M0.8,3.9 L3.2,3.9',
  B: 'M0,0 L0,6 L2.8,6 Q4,6 4,4.5 Q4,3 2.7,3 L0,3 M0,0 L2.6,0 Q3.7,0 3.7,1.5 Q3.7,3 2.7,3',
  C: 'M4,1 Q3.2,0 2,0 Q0,0 0,3 Q0,6 2,6 Q3.2,6 4,5',
  D: 'M0,0 L0,6 L1.8,6 Q4,6 4,3 Q4,0 1.8,0 Z',
  E: 'M4,0 L0,0 L0,6 L4,6 M0,3 L3,3',
  F: 'M4,0 L0,0 L0,6 M0,3 L3,3',
  G: 'M4,1 Q3.2,0 2,0 Q0,0 0,3 Q0,6 2,6 Q4,6 4,3.6 L2.2,3.6',
  H: 'M0,0 L0,6 M4,0 L4,6 M0,3 L4,3',
  J: 'M1,0 L4,0 M3,0 L3,4.4 Q3,6 1.5,6 Q0,6 0,4.6',
  K: 'M0,0 L0,6 M4,0 L0,3.8 M1.3,2.6 L4,6',
  M: 'M0,6 L0,0 L2,3.6 L4,0 L4,6',
  N: 'M0,6 L0,0 L4,6 L4,0',
  P: 'M0,6 L0,0 L2.8,0 Q4,0 4,1.5 Q4,3 2.8,3 L0,3',
  R: 'M0,6 L0,0 L2.8,0 Q4,0 4,1.5 Q4,3 2.8,3 L0,3 M2,3 L4,6',
  S: 'M4,1 Q3.4,0 2,0 Q0,0 0,1.5 Q0,3 2,3 Q4,3 4,4.5 Q4,6 2,6 Q0.6,6 0,5',
  T: 'M0,0 L4,0 M2,0 L2,6',
  U: 'M0,0 L0,4.4 Q0,6 2,6 Q4,6 4,4.4 L4,0',
  V: 'M0,0 L2,6 L4,0',
  W: 'M0,0 L1,6 L2,2.4 L3,6 L4,0',
  X: 'M0,0 L4,6 M4,0 L0,6',
  Y: 'M0,0 L2,3 L4,0 M2,3 L2,6',
  Z: 'M0,0 L4,0 L0,6 L4,6',
  '2': 'M0,1.5 Q0.5,0 2,0 Q4,0 4,1.8 Q4,3 2,4.2 L0,6 L4,6',
  '3': 'M0,0.8 Q1,0 2,0 Q4,0 4,1.5 Q4,3 1.6,3 Q4,3 4,4.5 Q4,6 2,6 Q1,6 0,5.2',
  '4': 'M3,6 L3,0 L0,4.2 L4,4.2',
  '5': 'M4,0 L0.5,0 L0.2,2.8 Q1,2.3 2,2.3 Q4,2.3 4,4.2 Q4,6 2,6 Q0.8,6 0,5.2',
  '6': 'M3.6,0.6 Q3,0 2,0 Q0,0 0,3.6 Q0,6 2,6 Q4,6 4,4.2 Q4,2.5 2,2.5 Q0.6,2.5 0,3.8',
  '7': 'M0,0 L4,0 L1.5,6',
  '8': 'M2,3 Q0.3,3 0.3,1.5 Q0.3,0 2,0 Q3.7,0 3.7,1.5 Q3.7,3 2,3 Q0,3 0,4.5 Q0,6 2,6 Q4,6 4,4.5 Q4,3 2,3 Z',
  '9': 'M0.4,5.4 Q1,6 2,6 Q4,6 4,2.5 Q4,0 2,0 Q0,0 0,1.8 Q0,3.5 2,3.5 Q3.4,3.5 4,2.2',
};

export const GLYPH_WIDTH = 4;
export const GLYPH_HEIGHT = 6;

export type Point = readonly [number, number];

/** One drawing command with its points in glyph units; Z closes the current stroke. */
export type PathCommand = { op: 'M' | 'L'; to: Point } | { op: 'Q'; control: Point; to: Point } | { op: 'Z' };

/** Parses a glyph's path text into commands, so the renderer can move every point on its own. */
export function parseGlyph(path: string): PathCommand[] {
  const commands: PathCommand[] = [];
  for (const match of path.matchAll(/([MLQZ])([^MLQZ]*)/g)) {
    const op = match[1];
    const points = (match[2] ?? '')
      .trim()
      .split(/\s+/)
      .filter((p) => p !== '')
      .map((pair): Point => {
        const [x, y] = pair.split(',').map(Number);
        if (x === undefined || y === undefined || Number.isNaN(x) || Number.isNaN(y))
          throw new Error(`bad glyph point "${pair}"`);
        return [x, y];
      });
    if (op === 'Z') commands.push({ op: 'Z' });
    else if (op === 'Q' && points[0] !== undefined && points[1] !== undefined)
      commands.push({ op: 'Q', control: points[0], to: points[1] });
    else if ((op === 'M' || op === 'L') && points[0] !== undefined) commands.push({ op, to: points[0] });
    else throw new Error(`bad glyph command "${match[0]}"`);
  }
  return commands;
}
