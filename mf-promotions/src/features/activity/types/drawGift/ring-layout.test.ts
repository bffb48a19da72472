import { describe, expect, it } from 'vitest';
import { ringCells, ringSize } from './ring-layout';

describe('ringSize', () => {
  it('uses the classic 3×3 board for up to eight prizes and grows for more', () => {
    expect(ringSize(2)).toBe(3);
    expect(ringSize(8)).toBe(3);
    expect(ringSize(9)).toBe(4);
    expect(ringSize(12)).toBe(4);
    expect(ringSize(13)).toBe(5);
  });
});

describe('ringCells', () => {
  it('walks the border of the board clockwise from the top-left, each cell once', () => {
    expect(ringCells(3)).toEqual([
      { row: 1, column: 1 },
      { row: 1, column: 2 },
      { row: 1, column: 3 },
      { row: 2, column: 3 },
      { row: 3, column: 3 },
      { row: 3, column: 2 },
      { row: 3, column: 1 },
      { row: 2, column: 1 },
    ]);
    const four = ringCells(4);
    expect(four).toHaveLength(12);
    expect(new Set(four.map((cell) => `${cell.row}:${cell.column}`)).size).toBe(12);
    expect(four.some((cell) => cell.row > 1 && cell.row < 4 && cell.column > 1 && cell.column < 4)).toBe(false);
  });
});
