import { bookList } from './book-list';
import { call } from './cluster-clients';
import type { FeedPrice } from './cluster-bettors';

/** The money calls bench:money sends: a venue transfer, or a single bet on a match not yet played. */
export interface MoneyCall {
  path: string;
  body: object;
  /** Ledger rows the call writes once applied. */
  rows: number;
  /** What it takes from the member's total money once applied, in fen. */
  costFen: number;
}

export const VENUE = 'AGZR';
/** The bench's bet stake in yuan. */
export const BET_STAKE = 10;

/** 1 yuan into the venue or back out: two ledger rows (centre and venue), total money unchanged. */
export function transferCall(into: boolean): MoneyCall {
  return {
    path: '/game/api/v1/venue/transfer',
    body: { channelCode: VENUE, amount: '1', ty: into ? '1' : '2', isActivity: false },
    rows: 2,
    costFen: 0,
  };
}

/** A single bet on `price`: one stake row; the stake leaves the total until the match is settled. */
export function betCall(price: FeedPrice): MoneyCall {
  const [gameId, w, r, odds, ratio] = price;
  return {
    path: '/game/api/v1/venue/resource',
    body: {
      method: 'placeBet',
      venueName: 'CRTY',
      Request: {
        mode: 'single',
        stake: BET_STAKE,
        oddsFormat: 'E',
        autoAccept: true,
        selections: [{ gameId, w, r, odds, ratio }],
        timestamp: Date.now(),
        langx: 'zh-cn',
      },
    },
    rows: 1,
    costFen: BET_STAKE * 100,
  };
}

/**
 * Open prices of matches not yet started, from the book's list: an in-play bet waits out its delay
 * (and the member cannot bet again meanwhile) and a played match may settle during the run.
 */
export async function upcomingPrices(base: string, token: string): Promise<FeedPrice[]> {
  const prices: FeedPrice[] = [];
  for (const market of ['FT', 'FU'] as const) {
    for (const match of await bookList(base, token, market)) {
      if (match.isLive || match.gameStatus !== 'upcoming') continue;
      for (const line of match.markets)
        if (line.open)
          for (const price of line.prices) prices.push([match.gameId, line.w, price.r, price.odds, line.ratio, 1]);
    }
  }
  return prices;
}

export async function totalMoneyFen(base: string, token: string): Promise<number> {
  const answer = await call<{ totalMoney: number }>(
    base,
    '/fd/api/v1/transfer/getBalance',
    { withLockMoney: true },
    token,
  );
  return Math.round(answer.data.totalMoney * 100);
}
