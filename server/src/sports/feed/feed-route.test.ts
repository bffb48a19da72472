import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { feedServerMessageSchema, SPORTS_FEED_PATH, type FeedServerMessage } from 'shared/contract';
import { testSportsFeedRate } from 'shared/contract/testing';
import { createTestApp, type TestApp } from '../../testing/test-app';

const ALLOWED = 'http://127.0.0.1:18080';
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ testMode: true, corsOrigins: [ALLOWED], sports: { feedRate: 0 } });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}${SPORTS_FEED_PATH}`;
});
afterAll(async () => {
  await t.close();
});

/** A real client on the listening app: every message parsed with the contract's schema. */
function connect(origin?: string) {
  const socket = new WebSocket(url, origin === undefined ? {} : { headers: { origin } });
  const messages: FeedServerMessage[] = [];
  socket.on('message', (data) => messages.push(feedServerMessageSchema.parse(JSON.parse(String(data)))));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  return { socket, messages, closed, opened };
}

type Batch = Extract<FeedServerMessage, { type: 'batch' }>;
const batchesOf = (client: { messages: FeedServerMessage[] }) =>
  client.messages.filter((m): m is Batch => m.type === 'batch');

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for the feed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the sports feed socket', () => {
  it('says hello, answers a ping, and sends batches at about the asked rate', async () => {
    const client = connect(ALLOWED);
    await client.opened;
    await until(() => client.messages.length > 0);
    expect(client.messages[0]).toMatchObject({ type: 'hello', rate: 0 });
    client.socket.send(JSON.stringify({ type: 'ping', at: 1 }));
    await until(() => client.messages.some((m) => m.type === 'pong'));

    await t.ok(testSportsFeedRate, { rate: 1000 });
    const batches = () =>
      client.messages.filter((m): m is Extract<FeedServerMessage, { type: 'batch' }> => m.type === 'batch');
    await until(() => batches().length >= 12);
    await t.ok(testSportsFeedRate, { rate: 0 });
    const seen = batches().slice(1, 12);
    const seqs = seen.map((b) => b.seq);
    expect(seqs).toEqual(seqs.map((_, i) => (seqs[0] ?? 0) + i));
    const odds = seen.slice(1).reduce((n, b) => n + b.odds.length, 0);
    const seconds = ((seen.at(-1)?.at ?? 0) - (seen[0]?.at ?? 0)) / 1000;
    expect(odds / seconds).toBeGreaterThan(700);
    expect(odds / seconds).toBeLessThan(1300);
    client.socket.close();
  });

  it('sends a client that watches a few matches only their changes, one batch per seq', async () => {
    const everything = connect();
    const watcher = connect();
    await Promise.all([everything.opened, watcher.opened]);
    await until(() => everything.messages.length > 0 && watcher.messages.length > 0);
    await t.ok(testSportsFeedRate, { rate: 1000 });
    await until(() => batchesOf(everything).some((b) => b.odds.length >= 20));
    const watched = [...new Set(batchesOf(everything).flatMap((b) => b.odds.map(([gameId]) => gameId)))].slice(0, 3);
    watcher.socket.send(JSON.stringify({ type: 'watch', gameIds: watched }));
    // The watch is in once a pong comes back: the socket reads frames in order.
    watcher.socket.send(JSON.stringify({ type: 'ping', at: 2 }));
    await until(() => watcher.messages.some((m) => m.type === 'pong'));
    const from = watcher.messages.length;
    await until(() => watcher.messages.length >= from + 12);
    await t.ok(testSportsFeedRate, { rate: 0 });
    const after = watcher.messages.slice(from).filter((m): m is Batch => m.type === 'batch');
    const seqs = after.map((b) => b.seq);
    expect(seqs).toEqual(seqs.map((_, i) => (seqs[0] ?? 0) + i));
    const ids = new Set(after.flatMap((b) => [...b.odds.map(([gameId]) => gameId), ...b.matches.map((m) => m.gameId)]));
    expect([...ids].every((id) => watched.includes(id))).toBe(true);
    const mine = after.reduce((n, b) => n + b.odds.length, 0);
    const all = batchesOf(everything)
      .filter((b) => seqs.includes(b.seq))
      .reduce((n, b) => n + b.odds.filter(([gameId]) => watched.includes(gameId)).length, 0);
    expect(all).toBeGreaterThan(0);
    expect(mine).toBe(all);
    everything.socket.close();
    watcher.socket.close();
  });

  it('takes clients without an Origin (not a browser) and refuses an origin outside CORS_ORIGINS', async () => {
    const plain = connect();
    await until(() => plain.messages.length > 0);
    plain.socket.close();
    const stranger = connect('https://evil.example.com');
    expect(await stranger.closed).toBe(1008);
    expect(stranger.messages).toEqual([]);
  });
});
