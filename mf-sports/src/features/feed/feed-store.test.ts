import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OddsChange } from 'shared/contract';
import { FeedStore, type FeedBatch } from './feed-store';
import { feedStats, resetFeedStats } from './feed-stats';
import { testMatch, testOutright } from '../../testing/test-match';

function batch(seq: number, odds: OddsChange[] = [], extra: Partial<FeedBatch> = {}): FeedBatch {
  return { type: 'batch', seq, at: seq, odds, matches: [], ended: [], ...extra };
}

/** A store whose frames run when the test says so. */
function manualStore() {
  const frames: (() => void)[] = [];
  const store = new FeedStore((flush) => frames.push(flush));
  const runFrame = () => frames.splice(0).forEach((flush) => flush());
  return { store, frames, runFrame };
}

beforeEach(resetFeedStats);

describe('the price store', () => {
  it('keys a snapshot by selection key, half-time plays on hgid', () => {
    const { store } = manualStore();
    store.loadSnapshot([testMatch()], 10);
    expect(store.get('g1|R|H')).toMatchObject({ odds: 1.95, ratio: '0.5/1', open: true, move: 0 });
    expect(store.get('h1|HR|C')).toMatchObject({ odds: 1.98, ratio: '0/0.5' });
    expect(store.get('g1|HR|C')).toBeUndefined();
    expect(store.feedSeq).toBe(10);
  });

  it('keys outright rates on the outright id, FS and the rtype', () => {
    const { store } = manualStore();
    store.loadOutrights([testOutright({ open: false })]);
    expect(store.get('o1|FS|R2')).toMatchObject({ odds: 3.5, open: false });
  });

  it('queues batches and applies them once per animation frame, telling only the keys that changed', () => {
    const { store, frames, runFrame } = manualStore();
    store.loadSnapshot([testMatch()], 10);
    const changed = vi.fn();
    const unchanged = vi.fn();
    store.subscribe('g1|R|H', changed);
    store.subscribe('g1|OU|O', unchanged);

    store.enqueue(batch(11, [['g1', 'R', 'H', 2.0, '0.5/1', 1]]));
    store.enqueue(
      batch(12, [
        ['g1', 'R', 'H', 2.05, '0.5/1', 1],
        ['g1', 'OU', 'O', 1.85, '2.5', 1],
      ]),
    );
    expect(frames).toHaveLength(1);
    expect(store.get('g1|R|H')?.odds).toBe(1.95);

    runFrame();
    expect(store.get('g1|R|H')).toMatchObject({ odds: 2.05, move: 1, version: 3 });
    // Two changes of one key in a frame: one notification. Same value again: none.
    expect(changed).toHaveBeenCalledTimes(1);
    expect(unchanged).not.toHaveBeenCalled();
    expect(feedStats).toMatchObject({ flushes: 1, changesApplied: 3, lastSeq: 12 });
  });

  it('marks a price that fell, and a change of line or state as no move', () => {
    const { store, runFrame } = manualStore();
    store.loadSnapshot([testMatch()], 0);
    store.enqueue(batch(1, [['g1', 'R', 'C', 1.8, '0.5/1', 1]]));
    runFrame();
    expect(store.get('g1|R|C')?.move).toBe(-1);
    store.enqueue(batch(2, [['g1', 'R', 'C', 1.8, '1', 0]]));
    runFrame();
    expect(store.get('g1|R|C')).toMatchObject({ move: 0, ratio: '1', open: false });
  });

  it('skips batches the snapshot already holds', () => {
    const { store, runFrame } = manualStore();
    store.enqueue(batch(9, [['g1', 'R', 'H', 1.5, '0.5/1', 1]]));
    store.enqueue(batch(10, [['g1', 'R', 'H', 1.6, '0.5/1', 1]]));
    store.enqueue(batch(11, [['g1', 'R', 'H', 2.2, '0.5/1', 1]]));
    store.loadSnapshot([testMatch()], 10);
    runFrame();
    expect(store.get('g1|R|H')?.odds).toBe(2.2);
    expect(store.feedSeq).toBe(11);
  });

  it('replays batches applied while a snapshot was on its way when it is older than them', () => {
    const { store, runFrame } = manualStore();
    store.loadSnapshot([testMatch()], 10);
    store.beginSnapshot();
    store.enqueue(batch(11, [['g1', 'M', 'H', 2.4, null, 1]]));
    runFrame();
    // The answer was computed at seq 10, before that change.
    store.loadSnapshot([testMatch()], 10);
    expect(store.get('g1|M|H')?.odds).toBe(2.4);
    expect(store.feedSeq).toBe(11);
  });

  it('prices a half-time play sent on the match id under hgid', () => {
    const { store, runFrame } = manualStore();
    store.loadSnapshot([testMatch()], 0);
    store.enqueue(
      batch(1, [
        ['g1', 'HR', 'H', 2.02, '0/0.5', 1],
        ['h1', 'HM', 'N', 2.3, null, 1],
      ]),
    );
    runFrame();
    expect(store.get('h1|HR|H')?.odds).toBe(2.02);
    expect(store.get('h1|HM|N')?.odds).toBe(2.3);
    expect(store.get('g1|HR|H')).toBeUndefined();
  });

  it('merges match changes and tells that match only', () => {
    const { store, runFrame } = manualStore();
    store.loadSnapshot([testMatch({ isLive: true }), testMatch({ gameId: 'g2', hgid: 'h2', isLive: true })], 0);
    const first = vi.fn();
    const second = vi.fn();
    store.subscribeMatch('g1', first);
    store.subscribeMatch('g2', second);
    store.enqueue(
      batch(1, [], {
        matches: [
          { gameId: 'g1', sc_FT_H: 1, re_time: '1H^12:00' },
          { gameId: 'unknown', sc_FT_H: 3 },
        ],
      }),
    );
    runFrame();
    expect(store.getMatch('g1')).toMatchObject({ sc_FT_H: 1, sc_FT_C: 0, re_time: '1H^12:00', team_h: '曼城' });
    expect(store.getMatch('unknown')).toBeUndefined();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('applies a match change heard outside the feed at once, by the same rule, without touching the sequence', () => {
    const { store, frames } = manualStore();
    store.loadSnapshot([testMatch({ isLive: true, re_time: '2H^60:00' })], 7);
    const listener = vi.fn();
    store.subscribeMatch('g1', listener);
    store.applyMatchChange({ gameId: 'g1', sc_FT_C: 2, re_time: undefined });
    store.applyMatchChange({ gameId: 'unknown', sc_FT_H: 3 });
    expect(frames).toHaveLength(0);
    expect(store.getMatch('g1')).toMatchObject({ sc_FT_C: 2, re_time: '2H^60:00' });
    expect(store.getMatch('unknown')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.feedSeq).toBe(7);
  });

  it('keeps a match field that a change leaves undefined', () => {
    const { store, runFrame } = manualStore();
    store.loadSnapshot([testMatch({ isLive: true, re_time: '1H^10:00' })], 0);
    store.enqueue(batch(1, [], { matches: [{ gameId: 'g1', sc_FT_H: 2, re_time: undefined }] }));
    runFrame();
    expect(store.getMatch('g1')).toMatchObject({ sc_FT_H: 2, re_time: '1H^10:00' });
  });

  it('closes every price of an ended match, half-time ones included', () => {
    const { store, runFrame } = manualStore();
    store.loadSnapshot([testMatch({ isLive: true })], 0);
    store.enqueue(batch(1, [], { ended: ['g1'] }));
    runFrame();
    expect(store.getMatch('g1')).toMatchObject({ gameStatus: 'finished', isLive: false });
    expect(store.get('g1|M|H')?.open).toBe(false);
    expect(store.get('h1|HR|H')?.open).toBe(false);
  });

  it('forgets ended matches nobody watches at the next snapshot, and keeps watched prices', () => {
    const { store, runFrame } = manualStore();
    store.loadSnapshot([testMatch()], 0);
    const off = store.subscribe('g1|M|H', () => {});
    store.enqueue(batch(1, [], { ended: ['g1'] }));
    runFrame();
    store.loadSnapshot([], 1);
    expect(store.get('g1|R|H')).toBeUndefined();
    expect(store.get('g1|M|H')).toMatchObject({ open: false });
    off();
    store.loadSnapshot([], 1);
    expect(store.get('g1|M|H')).toBeUndefined();
    expect(store.getMatch('g1')).toBeUndefined();
  });

  it('asks for a resync once when a batch is missing, until the next snapshot', () => {
    const { store, runFrame } = manualStore();
    const resync = vi.fn();
    store.onResync(resync);
    store.loadSnapshot([testMatch()], 5);
    store.enqueue(batch(6));
    store.enqueue(batch(8));
    store.enqueue(batch(10));
    runFrame();
    expect(resync).toHaveBeenCalledTimes(1);
    store.loadSnapshot([testMatch()], 10);
    store.enqueue(batch(12));
    runFrame();
    expect(resync).toHaveBeenCalledTimes(2);
  });

  it('leaves a gap seen while a snapshot travels to that snapshot, and asks only if it did not cover it', () => {
    const { store, runFrame } = manualStore();
    const resync = vi.fn();
    store.onResync(resync);
    store.loadSnapshot([testMatch()], 5);
    store.beginSnapshot();
    store.enqueue(batch(20));
    runFrame();
    expect(resync).not.toHaveBeenCalled();
    store.loadSnapshot([testMatch()], 19);
    expect(resync).not.toHaveBeenCalled();
    expect(store.feedSeq).toBe(20);

    store.beginSnapshot();
    store.enqueue(batch(30));
    runFrame();
    store.loadSnapshot([testMatch()], 25);
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('asks for a resync when a match goes in-play (its in-play markets are not in the list yet)', () => {
    const { store, runFrame } = manualStore();
    const resync = vi.fn();
    store.onResync(resync);
    store.loadSnapshot([testMatch()], 0);
    store.enqueue(batch(1, [], { matches: [{ gameId: 'g1', sc_FT_H: 0 }] }));
    runFrame();
    expect(resync).not.toHaveBeenCalled();
    store.enqueue(batch(2, [], { matches: [{ gameId: 'g1', isLive: true, gameStatus: 'live' }] }));
    runFrame();
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('judges the hello: a reconnect or a server further on asks for a resync, a restarted server starts the sequence again', () => {
    const { store, runFrame } = manualStore();
    const resync = vi.fn();
    store.onResync(resync);
    store.noteServerSeq(50, true);
    expect(resync).not.toHaveBeenCalled();

    store.loadSnapshot([testMatch()], 50);
    store.noteServerSeq(50, false);
    expect(resync).not.toHaveBeenCalled();
    store.noteServerSeq(50, true);
    expect(resync).toHaveBeenCalledTimes(1);

    store.loadSnapshot([testMatch()], 50);
    store.noteServerSeq(3, false);
    expect(resync).toHaveBeenCalledTimes(2);
    store.enqueue(batch(4, [['g1', 'R', 'H', 1.7, '0.5/1', 1]]));
    runFrame();
    expect(store.get('g1|R|H')?.odds).toBe(1.7);
  });

  it('leaves the resync to a snapshot already on its way', () => {
    const { store } = manualStore();
    const resync = vi.fn();
    store.onResync(resync);
    store.loadSnapshot([testMatch()], 10);
    store.beginSnapshot();
    store.noteServerSeq(20, true);
    expect(resync).not.toHaveBeenCalled();
  });

  it('applies at once when frames stall (a hidden tab) rather than queueing without end', () => {
    const { store, frames } = manualStore();
    store.loadSnapshot([testMatch()], 0);
    for (let seq = 1; seq <= 120; seq += 1) store.enqueue(batch(seq, [['g1', 'R', 'H', 1.5 + seq / 1000, '0.5/1', 1]]));
    expect(store.get('g1|R|H')?.odds).toBe(1.62);
    expect(frames).toHaveLength(1);
  });
});
