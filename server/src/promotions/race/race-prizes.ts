import type { TurnoverEntry } from '../member-money';

export interface RacePrize {
  rankFrom: number;
  rankTo: number;
  amountFen: number;
}

export interface PlaceWon {
  rank: number;
  entry: TurnoverEntry;
  prizeFen: number;
}

/** The prize of a place on the board, or 0 when no range of the table covers it. */
export function prizeOfRank(prizes: readonly RacePrize[], rank: number): number {
  return prizes.find((prize) => rank >= prize.rankFrom && rank <= prize.rankTo)?.amountFen ?? 0;
}

/**
 * Who wins what from the final board (largest turnover first, ties already ordered by the board):
 * each place the prize table covers, as far as the board reaches. Places without a member pay nothing.
 */
export function placesWon(board: readonly TurnoverEntry[], prizes: readonly RacePrize[]): PlaceWon[] {
  return board.flatMap((entry, index) => {
    const prizeFen = prizeOfRank(prizes, index + 1);
    return prizeFen > 0 ? [{ rank: index + 1, entry, prizeFen }] : [];
  });
}
