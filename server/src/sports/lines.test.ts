import { describe, expect, it } from 'vitest';
import { formatLine, halvesOf, lineValue, parseLine } from './lines';

describe('lines', () => {
  it('writes whole, half and quarter lines the Asian way', () => {
    expect([0, 0.25, 0.5, 0.75, 1, 1.25, 2.5, 2.75, 210.5].map(formatLine)).toEqual([
      '0',
      '0/0.5',
      '0.5',
      '0.5/1',
      '1',
      '1/1.5',
      '2.5',
      '2.5/3',
      '210.5',
    ]);
  });

  it('reads a line back into the half lines the stake is split over', () => {
    expect(parseLine('0.5/1')).toEqual([0.5, 1]);
    expect(parseLine('2')).toEqual([2]);
    expect(parseLine('0/0.5')).toEqual([0, 0.5]);
    expect(lineValue('2/2.5')).toBe(2.25);
  });

  it('refuses what is not a line', () => {
    for (const bad of ['', 'abc', '0.3', '1/2', '0.5/1/1.5', '-1', '1/0.5']) expect(parseLine(bad)).toBeNull();
  });

  it('splits a value the same way it is written', () => {
    for (const value of [0, 0.25, 0.75, 1.5, 3.25]) expect(halvesOf(value)).toEqual(parseLine(formatLine(value)));
  });
});
