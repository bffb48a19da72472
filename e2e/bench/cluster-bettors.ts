import { randomUUID } from 'node:crypto';
import { call, ledgerRows, login, sleep } from './cluster-clients';

export interface Bettor {
  name: string;
  token: string;
  /** Ledger rows before the first bet. */
  rows: number;
  tickets: string[];
}

/** An in-play price from the feed: [betGameId, w, r, odds, ratio, open]. */
export type FeedPrice = [string, string, string, number, string | null, number];

export interface DecidedTicket {
  ticket_id: string;
  status: string;
}

export async function loginBettors(base: string, names: readonly string[]): Promise<Bettor[]> {
  return Promise.all(
    names.map(async (name) => {
      const token = await login(base, name, 'sport1234');
      return { name, token, rows: await ledgerRows(base, token), tickets: [] };
    }),
  );
}

/**
 * One single bet on `price`, retried with its request id while the process behind the proxy is gone.
 * A refusal (the match suspended, the price gone) is an answer: nothing was placed, it is noted.
 */
export async function placeInPlayBet(
  base: string,
  bettor: Bettor,
  price: FeedPrice | undefined,
  refusals: string[],
): Promise<void> {
  const requestId = randomUUID();
  const [gameId, w, r, odds, ratio] = price ?? ['', '', '', 0, null];
  const body = {
    method: 'placeBet',
    venueName: 'CRTY',
    Request: {
      mode: 'single',
      stake: 10,
      oddsFormat: 'E',
      autoAccept: true,
      selections: [{ gameId, w, r, odds, ratio }],
      timestamp: Date.now(),
      langx: 'zh-cn',
    },
  };
  for (let attempt = 0; ; attempt += 1) {
    const answer = await call<{ data: { tickets: { ticket_id: string }[] } }>(
      base,
      '/game/api/v1/venue/resource',
      body,
      bettor.token,
      requestId,
    ).catch(() => null);
    if (answer?.status_code === 6000) {
      bettor.tickets.push(...answer.data.data.tickets.map((t) => t.ticket_id));
      return;
    }
    if (answer !== null && answer.status_code !== 502 && attempt > 0) {
      refusals.push(`${answer.status_code} ${answer.message}`);
      return;
    }
    if (attempt > 20) throw new Error(`a bet never got an answer: ${JSON.stringify(answer)}`);
    await sleep(200);
  }
}

/** Polls each bettor's tickets until none is in delay or `withinMs` passes; answers the last states. */
export async function decideTickets(
  base: string,
  bettors: readonly Bettor[],
  withinMs: number,
): Promise<Map<string, DecidedTicket[]>> {
  const decided = new Map<string, DecidedTicket[]>();
  const decideBy = Date.now() + withinMs;
  for (const bettor of bettors.filter((b) => b.tickets.length > 0)) {
    while (Date.now() < decideBy) {
      const answer = await call<{ data: { tickets: DecidedTicket[] } }>(
        base,
        '/game/api/v1/venue/resource',
        {
          method: 'ticketStatus',
          venueName: 'CRTY',
          Request: { ticketIds: bettor.tickets, timestamp: Date.now(), langx: 'zh-cn' },
        },
        bettor.token,
      );
      decided.set(bettor.name, answer.data.data.tickets);
      if (answer.data.data.tickets.every((t) => t.status !== 'delay')) break;
      await sleep(500);
    }
  }
  return decided;
}
