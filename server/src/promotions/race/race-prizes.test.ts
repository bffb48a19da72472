import { describe, expect, it } from 'vitest';
import { placesWon, prizeOfRank } from './race-prizes';

const prizes = [
  { rankFrom: 1, rankTo: 1, amountFen: 888_00 },
  { rankFrom: 2, rankTo: 2, amountFen: 388_00 },
  { rankFrom: 3, rankTo: 5, amountFen: 88_00 },
];

const entry = (memberId: number, turnoverFen: number) => ({ memberId, username: `m${memberId}`, turnoverFen });

describe('prizeOfRank', () => {
  it('finds the range a place falls in, both ends included', () => {
    expect(prizeOfRank(prizes, 1)).toBe(888_00);
    expect(prizeOfRank(prizes, 3)).toBe(88_00);
    expect(prizeOfRank(prizes, 5)).toBe(88_00);
  });

  it('answers 0 past the table', () => {
    expect(prizeOfRank(prizes, 6)).toBe(0);
  });
});

describe('placesWon', () => {
  it('pays each place of the board the table covers, in board order', () => {
    const board = [entry(7, 20_000_00), entry(3, 12_000_00), entry(9, 500_00)];
    expect(placesWon(board, prizes)).toEqual([
      { rank: 1, entry: board[0], prizeFen: 888_00 },
      { rank: 2, entry: board[1], prizeFen: 388_00 },
      { rank: 3, entry: board[2], prizeFen: 88_00 },
    ]);
  });

  it('stops at the last paid place of a long board', () => {
    const board = Array.from({ length: 8 }, (_, i) => entry(i + 1, (100 - i) * 100));
    expect(placesWon(board, prizes).map((p) => p.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('pays nobody when nobody bet', () => {
    expect(placesWon([], prizes)).toEqual([]);
  });
});
