/** A cell of the square board, 1-based as CSS grid lines count. */
export interface RingCell {
  row: number;
  column: number;
}

/** The side of the smallest square board (3×3 at least) whose border holds `count` prizes. */
export function ringSize(count: number): number {
  let size = 3;
  while (4 * (size - 1) < count) size += 1;
  return size;
}

/**
 * The border cells of a size×size board, clockwise from the top-left corner: the order the lights
 * run in. The inside of the board holds the draw button.
 */
export function ringCells(size: number): RingCell[] {
  const cells: RingCell[] = [];
  for (let column = 1; column <= size; column += 1) cells.push({ row: 1, column });
  for (let row = 2; row <= size; row += 1) cells.push({ row, column: size });
  for (let column = size - 1; column >= 1; column -= 1) cells.push({ row: size, column });
  for (let row = size - 1; row >= 2; row -= 1) cells.push({ row, column: 1 });
  return cells;
}
