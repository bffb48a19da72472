import { describe, expect, it } from 'vitest';
import { MAX_FEED_WATCH_IDS } from 'shared/contract';
import { FeedHub } from './feed-hub';
import { FakeSocket } from './fake-feed-socket';

const watch = (socket: FakeSocket, gameIds: readonly string[] | null) =>
  socket.emit('message', JSON.stringify({ type: 'watch', gameIds }));

/** One tick touching matches 1, 2 and 3 (odds on 1 and on 2's half-time id 21, a score on 2, 3 ended). */
function tick(hub: FeedHub, at: number): void {
  hub.pushOdds(['1', 'R', 'H', 1.9, '0.5', 1]);
  hub.pushOdds(['21', 'HR', 'C', 2.1, '0', 1]);
  hub.pushMatch({ gameId: '2', sc_FT_H: 1 });
  hub.pushEnded('3');
  hub.flush(at);
}

function attached(hub: FeedHub): FakeSocket {
  const socket = new FakeSocket();
  hub.attach(socket, () => 0);
  return socket;
}

describe('FeedHub watch', () => {
  it('sends a watcher only the changes of its matches, and everything to a client that never watched', () => {
    const hub = new FeedHub();
    const all = attached(hub);
    const one = attached(hub);
    const two = attached(hub);
    watch(one, ['1']);
    watch(two, ['2', '21', '3']);
    tick(hub, 10);
    expect(all.messages()[1]).toMatchObject({
      odds: [
        ['1', 'R', 'H', 1.9, '0.5', 1],
        ['21', 'HR', 'C', 2.1, '0', 1],
      ],
    });
    expect(all.messages()[1]).toMatchObject({ matches: [{ gameId: '2' }], ended: ['3'] });
    expect(one.messages()[1]).toEqual({
      type: 'batch',
      seq: 1,
      at: 10,
      odds: [['1', 'R', 'H', 1.9, '0.5', 1]],
      matches: [],
      ended: [],
    });
    expect(two.messages()[1]).toEqual({
      type: 'batch',
      seq: 1,
      at: 10,
      odds: [['21', 'HR', 'C', 2.1, '0', 1]],
      matches: [{ gameId: '2', sc_FT_H: 1 }],
      ended: ['3'],
    });
  });

  it('sends a watcher whose matches did not move an empty batch, so its seq has no gap', () => {
    const hub = new FeedHub();
    const quiet = attached(hub);
    watch(quiet, ['99']);
    tick(hub, 10);
    tick(hub, 20);
    const batches = quiet.messages().slice(1);
    expect(batches).toEqual([
      { type: 'batch', seq: 1, at: 10, odds: [], matches: [], ended: [] },
      { type: 'batch', seq: 2, at: 20, odds: [], matches: [], ended: [] },
    ]);
  });

  it('encodes each batch once per distinct watch set: clients on the same page share the bytes', () => {
    const hub = new FeedHub();
    const pageA = [attached(hub), attached(hub), attached(hub)];
    const pageB = [attached(hub), attached(hub)];
    const everything = attached(hub);
    for (const socket of pageA) watch(socket, ['1', '21']);
    // The same ids in another order and with a repeat are the same page.
    for (const socket of pageB) watch(socket, ['3', '2', '3']);
    expect(hub.watchSetCount).toBe(2);
    tick(hub, 10);
    expect(hub.encoded).toBe(3);
    expect(new Set(pageA.map((s) => s.raw[1]?.data)).size).toBe(1);
    expect(new Set(pageB.map((s) => s.raw[1]?.data)).size).toBe(1);
    expect(pageA[0]?.raw[1]?.data).not.toBe(everything.raw[1]?.data);
    expect(pageA[0]?.raw[1]?.options).toEqual({ binary: false });
  });

  it('ignores a hostile client’s garbage and keeps its last watch', () => {
    const hub = new FeedHub();
    const socket = attached(hub);
    watch(socket, ['1']);
    socket.emit('message', JSON.stringify({ type: 'watch', gameIds: [1, 2] }));
    socket.emit('message', JSON.stringify({ type: 'watch', gameIds: 'all' }));
    socket.emit('message', JSON.stringify({ type: 'watch' }));
    socket.emit('message', JSON.stringify({ type: 'watch', gameIds: ['x'.repeat(41)] }));
    socket.emit('message', JSON.stringify({ type: 'watch', gameIds: [''] }));
    watch(
      socket,
      Array.from({ length: MAX_FEED_WATCH_IDS + 1 }, (_, i) => String(i)),
    );
    socket.emit('message', '{"type":"watch","gameIds":[');
    socket.emit('message', Buffer.from([0xff, 0xfe]));
    tick(hub, 10);
    expect(socket.messages().map((m) => m.type)).toEqual(['hello', 'batch']);
    expect(socket.messages()[1]).toMatchObject({ odds: [['1', 'R', 'H', 1.9, '0.5', 1]], matches: [], ended: [] });
    expect(hub.watchSetCount).toBe(1);
  });

  it('takes a new watch in place of the last, null for everything again, and forgets the sets of closed clients', () => {
    const hub = new FeedHub();
    const socket = attached(hub);
    watch(socket, ['1']);
    watch(socket, ['3']);
    expect(hub.watchSetCount).toBe(1);
    tick(hub, 10);
    expect(socket.messages()[1]).toMatchObject({ odds: [], ended: ['3'] });
    watch(socket, null);
    expect(hub.watchSetCount).toBe(0);
    tick(hub, 20);
    expect(socket.messages()[2]).toMatchObject({ seq: 2, ended: ['3'], matches: [{ gameId: '2' }] });
    watch(socket, ['2']);
    socket.emit('close');
    expect(hub.watchSetCount).toBe(0);
    expect(hub.clientCount).toBe(0);
    // A watch after the close (a frame still in flight) does not bring the client back.
    watch(socket, ['2']);
    expect(hub.clientCount).toBe(0);
    expect(hub.watchSetCount).toBe(0);
  });

  it('a reconnected client watches everything until it sends watch again', () => {
    const hub = new FeedHub();
    const first = attached(hub);
    watch(first, ['1']);
    first.emit('close');
    const again = attached(hub);
    tick(hub, 10);
    expect(again.messages()[1]).toMatchObject({ matches: [{ gameId: '2' }], ended: ['3'] });
    watch(again, ['1']);
    tick(hub, 20);
    expect(again.messages()[2]).toMatchObject({ seq: 2, matches: [], ended: [] });
  });
  it('forgets every set when it closes all clients, and a late close does not drop a new set', () => {
    const hub = new FeedHub();
    const old = attached(hub);
    watch(old, ['1']);
    hub.closeAll();
    expect(old.terminated).toBe(true);
    expect(hub.watchSetCount).toBe(0);
    const fresh = attached(hub);
    watch(fresh, ['1']);
    old.emit('close');
    expect(hub.watchSetCount).toBe(1);
    tick(hub, 10);
    expect(fresh.messages()[1]).toMatchObject({ odds: [['1', 'R', 'H', 1.9, '0.5', 1]] });
  });
});
