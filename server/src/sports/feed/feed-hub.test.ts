import { describe, expect, it } from 'vitest';
import { FeedHub, MAX_BUFFERED_BYTES, type FeedBatch } from './feed-hub';
import { FakeSocket } from './fake-feed-socket';

describe('FeedHub', () => {
  it('greets with the current sequence and rate, then sends one batch per flush with seq + 1', () => {
    const hub = new FeedHub();
    hub.rate = 250;
    const socket = new FakeSocket();
    hub.attach(socket, () => 5);
    hub.pushOdds(['100', 'R', 'H', 1.95, '0.5', 1]);
    hub.pushMatch({ gameId: '100', re_time: '1H^10:00' });
    hub.pushMatch({ gameId: '100', sc_FT_H: 1 });
    hub.flush(1000);
    hub.pushEnded('200');
    hub.flush(1100);
    expect(socket.messages()).toEqual([
      { type: 'hello', seq: 0, rate: 250 },
      {
        type: 'batch',
        seq: 1,
        at: 1000,
        odds: [['100', 'R', 'H', 1.95, '0.5', 1]],
        matches: [{ gameId: '100', re_time: '1H^10:00', sc_FT_H: 1 }],
        ended: [],
      },
      { type: 'batch', seq: 2, at: 1100, odds: [], matches: [], ended: ['200'] },
    ]);
    expect(hub.seq).toBe(2);
  });

  it('encodes a batch once: every client gets the same bytes, as a text frame', () => {
    const hub = new FeedHub();
    const sockets = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    for (const socket of sockets) hub.attach(socket, () => 0);
    hub.pushOdds(['100', 'R', 'H', 1.95, '0.5', 1]);
    hub.flush(1000);
    const batches = sockets.map((socket) => socket.raw[1]);
    const [first] = batches;
    expect(Buffer.isBuffer(first?.data)).toBe(true);
    for (const batch of batches) {
      expect(batch?.data).toBe(first?.data);
      expect(batch?.options).toEqual({ binary: false });
    }
    expect(sockets[2]?.messages()[1]).toMatchObject({
      type: 'batch',
      seq: 1,
      odds: [['100', 'R', 'H', 1.95, '0.5', 1]],
    });
  });

  it('sends nothing, and keeps its sequence, when nothing changed', () => {
    const hub = new FeedHub();
    const socket = new FakeSocket();
    hub.attach(socket, () => 0);
    hub.flush(1);
    expect(socket.sent).toHaveLength(1);
    expect(hub.seq).toBe(0);
  });

  it('serialises a batch once for every client', () => {
    const hub = new FeedHub();
    const clients = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    for (const client of clients) hub.attach(client, () => 0);
    hub.pushOdds(['1', 'M', 'N', 3.4, null, 0]);
    hub.flush(10);
    const batches = clients.map((c) => c.sent[1]);
    expect(new Set(batches).size).toBe(1);
  });

  it('answers a ping with a pong and ignores anything else', () => {
    const hub = new FeedHub();
    const socket = new FakeSocket();
    hub.attach(socket, () => 4242);
    socket.emit('message', Buffer.from(JSON.stringify({ type: 'ping', at: 1 })));
    socket.emit('message', 'not json');
    socket.emit('message', JSON.stringify({ type: 'subscribe' }));
    expect(socket.messages().map((m) => m.type)).toEqual(['hello', 'pong']);
    expect(socket.messages()[1]).toEqual({ type: 'pong', at: 4242 });
  });

  it('cuts off a client that stopped reading instead of buffering for it', () => {
    const hub = new FeedHub();
    const slow = new FakeSocket();
    const fast = new FakeSocket();
    hub.attach(slow, () => 0);
    hub.attach(fast, () => 0);
    slow.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    hub.pushEnded('9');
    hub.flush(1);
    expect(slow.terminated).toBe(true);
    expect(hub.clientCount).toBe(1);
    expect(hub.dropped).toBe(1);
    expect(fast.sent).toHaveLength(2);
  });

  it('forgets a client that closed', () => {
    const hub = new FeedHub();
    const socket = new FakeSocket();
    hub.attach(socket, () => 0);
    socket.emit('close');
    expect(hub.clientCount).toBe(0);
  });

  it('with a relay (several processes) hands the batch over instead of sending it, and sends what comes back', () => {
    const hub = new FeedHub();
    const relayed: FeedBatch[] = [];
    hub.relay = (batch) => relayed.push(batch);
    const socket = new FakeSocket();
    const scores: string[] = [];
    hub.onMatchChanges((changes) => scores.push(...changes.map((c) => c.gameId)));
    hub.attach(socket, () => 5);
    hub.pushMatch({ gameId: '100', sc_FT_H: 1 });
    hub.flush(1000);
    expect(relayed.map((b) => b.seq)).toEqual([1]);
    expect(socket.messages().map((m) => m.type)).toEqual(['hello']);
    expect(scores).toEqual([]);

    // Another process's batch, further on: sent here, and the sequence follows it.
    hub.deliver({ type: 'batch', seq: 7, at: 1100, odds: [], matches: [{ gameId: '300', sc_FT_C: 2 }], ended: [] });
    expect(socket.messages().at(-1)).toMatchObject({ type: 'batch', seq: 7 });
    expect(hub.seq).toBe(7);
    expect(scores).toEqual(['300']);
    hub.pushEnded('300');
    hub.flush(1200);
    expect(relayed.map((b) => b.seq)).toEqual([1, 8]);
  });
});
