// A ticket as the server answers it, for the tests of the slip, the records and the cash out.
import type { Ticket } from 'shared/contract';

/** A ticket as the server answers it. */
export function testTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    ticket_id: 'T1001',
    mode: 'single',
    status: 'accepted',
    stake: 100,
    odds: 1.95,
    oddsFormat: 'H',
    legs: [
      {
        gameId: 'm1',
        league: '英格兰超级联赛',
        gameType: 'FT',
        team_h: '主队m1',
        team_c: '客队m1',
        title: null,
        w: 'R',
        r: 'H',
        pick: '主队m1',
        ratio: '0.5',
        isLive: false,
        scoreAtBet: null,
        odds: 1.95,
        result: null,
        finalScore: null,
      },
    ],
    result: null,
    payout: null,
    rejectReason: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    settledAt: null,
    ...overrides,
  };
}
