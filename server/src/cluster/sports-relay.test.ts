import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedServerMessage } from 'shared/contract';
import type { FeedSocket } from '../sports/feed/feed-hub';
import type { LiveMatch } from '../sports/model/live-match';
import { createTestApp, type TestApp } from '../testing/test-app';
import { MemoryWindowCounter } from '../chat/window-counter';
import type { ClusterLink } from './cluster-link';
import { InProcessFanOut } from './fan-out';
import type { Leadership } from './leadership';

/** Leadership a test hands over by hand. */
class HandedLeadership implements Leadership {
  private readonly listeners = new Set<(leading: boolean) => void>();
  constructor(public leading: boolean) {}
  onChange(listener: (leading: boolean) => void): void {
    this.listeners.add(listener);
  }
  set(leading: boolean): void {
    this.leading = leading;
    for (const listener of this.listeners) listener(leading);
  }
  stop = () => Promise.resolve();
}

/** A feed socket that keeps what it was sent. */
function feedSocket() {
  const sent: FeedServerMessage[] = [];
  const socket: FeedSocket = {
    bufferedAmount: 0,
    send: (text: string | Buffer) => sent.push(JSON.parse(text.toString()) as FeedServerMessage),
    terminate: () => undefined,
    on: () => undefined,
  };
  return { socket, batches: () => sent.filter((m) => m.type === 'batch') };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

// Two processes on one bus; each has its own (same-seeded) book, as two API processes would.
const bus = new InProcessFanOut();
const leaderA = new HandedLeadership(true);
const leaderB = new HandedLeadership(false);
const link = (node: string, leadership: Leadership): ClusterLink => ({
  node,
  fanOut: bus,
  leadership,
  counter: new MemoryWindowCounter(),
  close: () => Promise.resolve(),
});
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  [a, b] = await Promise.all([
    createTestApp({ sports: { autoRun: false, feedRate: 0 }, cluster: link('A', leaderA) }),
    createTestApp({ sports: { autoRun: false, feedRate: 0 }, cluster: link('B', leaderB) }),
  ]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

function liveMatch(t: TestApp): LiveMatch {
  const match = [...t.app.sportsVenue.book.matches.values()].find(
    (m) => m.state.status === 'live' && t.app.sportsVenue.book.marketsOf(m).length > 0,
  );
  if (match === undefined) throw new Error('no live match in the book');
  return match;
}

describe('the sports feed across processes', () => {
  it("sends the leader's batch to clients of both processes, and the follower's book takes its prices", async () => {
    const onA = feedSocket();
    const onB = feedSocket();
    a.app.sportsVenue.hub.attach(onA.socket, () => 0);
    b.app.sportsVenue.hub.attach(onB.socket, () => 0);
    const match = liveMatch(a);
    const market = a.app.sportsVenue.book.marketsOf(match)[0]!;
    const r = market.selections[0]!;
    const price = a.app.sportsVenue.setPrice(match.fixture.gameId, market.w, r, 3.3, Date.now());
    await settle();

    expect(onA.batches()).toHaveLength(1);
    expect(onB.batches()).toEqual(onA.batches());
    expect(b.app.sportsVenue.hub.seq).toBe(a.app.sportsVenue.hub.seq);
    const mirrored = b.app.sportsVenue.book.findMarket(market.betGameId, market.w);
    expect(mirrored?.market.odds[0]).toBe(price);
  });

  it('plays matches only on the leader, and hands the engine over when leadership moves', async () => {
    const seq = b.app.sportsVenue.hub.seq;
    const match = liveMatch(b);
    const before = JSON.stringify(match.state);
    b.app.sportsVenue.tick(Date.now());
    b.app.sportsVenue.tick(Date.now() + 30_000);
    await settle();
    expect(b.app.sportsVenue.hub.seq).toBe(seq);
    expect(JSON.stringify(match.state)).toBe(before);

    leaderA.set(false);
    leaderB.set(true);
    expect(a.app.sportsVenue.engine.leading).toBe(false);
    expect(b.app.sportsVenue.engine.leading).toBe(true);
    b.app.sportsVenue.tick(Date.now() + 60_000);
    await settle();
    expect(b.app.sportsVenue.hub.seq).toBeGreaterThan(seq);
    expect(a.app.sportsVenue.hub.seq).toBe(b.app.sportsVenue.hub.seq);
  });
});
