import { describe, expect, it } from 'vitest';
import { slipReducer } from './slip-rules';
import { testSelection } from '../slip-test-selection';
import { run, withPicks } from './slip-test-steps';

describe('live prices', () => {
  const one = withPicks('single', testSelection('m1'));

  it('auto-accept on: the selection takes the new price and line at once', () => {
    const state = run(one, { type: 'quote', key: 'm1|R|H', quote: { odds: 2.05, ratio: '0.5/1', open: true } });
    expect(state.selections[0]).toMatchObject({ odds: 2.05, ratio: '0.5/1' });
    expect(state.changes).toEqual({});
  });

  it('a new line rewrites the line inside the pick', () => {
    const over = withPicks('single', testSelection('m1', { w: 'OU', r: 'O', ratio: '2.5', pick: '大 2.5' }));
    const state = run(over, { type: 'quote', key: 'm1|OU|O', quote: { odds: 1.9, ratio: '2.5/3', open: true } });
    expect(state.selections[0]).toMatchObject({ pick: '大 2.5/3', ratio: '2.5/3', odds: 1.9 });
    const team = run(one, { type: 'quote', key: 'm1|R|H', quote: { odds: 1.9, ratio: '0.5/1', open: true } });
    expect(team.selections[0]?.pick).toBe('主队m1');
  });

  it('always ask: the selection keeps its price and the new one waits for acceptance', () => {
    const off = run(
      one,
      { type: 'setOddsPolicy', policy: 'ask' },
      { type: 'quote', key: 'm1|R|H', quote: { odds: 2.05, ratio: '0.5', open: true } },
    );
    expect(off.selections[0]?.odds).toBe(1.95);
    expect(off.changes).toEqual({ 'm1|R|H': { odds: 2.05, ratio: '0.5' } });
    const accepted = run(off, { type: 'acceptChanges' });
    expect(accepted.selections[0]?.odds).toBe(2.05);
    expect(accepted.changes).toEqual({});
  });

  it('a price that comes back to the one shown needs no acceptance', () => {
    const state = run(
      one,
      { type: 'setOddsPolicy', policy: 'ask' },
      { type: 'quote', key: 'm1|R|H', quote: { odds: 2.05, ratio: '0.5', open: true } },
      { type: 'quote', key: 'm1|R|H', quote: { odds: 1.95, ratio: '0.5', open: true } },
    );
    expect(state.changes).toEqual({});
  });

  it('only higher: a rise on the same line is taken, a fall or a new line waits', () => {
    const higher = run(one, { type: 'setOddsPolicy', policy: 'higher' });
    const rose = run(higher, { type: 'quote', key: 'm1|R|H', quote: { odds: 2.05, ratio: '0.5', open: true } });
    expect(rose.selections[0]?.odds).toBe(2.05);
    expect(rose.changes).toEqual({});
    const fell = run(higher, { type: 'quote', key: 'm1|R|H', quote: { odds: 1.85, ratio: '0.5', open: true } });
    expect(fell.selections[0]?.odds).toBe(1.95);
    expect(fell.changes).toEqual({ 'm1|R|H': { odds: 1.85, ratio: '0.5' } });
    const moved = run(higher, { type: 'quote', key: 'm1|R|H', quote: { odds: 2.2, ratio: '0.5/1', open: true } });
    expect(moved.changes).toEqual({ 'm1|R|H': { odds: 2.2, ratio: '0.5/1' } });
  });

  it('choosing any accepts the waiting prices', () => {
    const state = run(
      one,
      { type: 'setOddsPolicy', policy: 'ask' },
      { type: 'quote', key: 'm1|R|H', quote: { odds: 2.05, ratio: '0.5', open: true } },
      { type: 'setOddsPolicy', policy: 'any' },
    );
    expect(state.selections[0]?.odds).toBe(2.05);
    expect(state.changes).toEqual({});
  });

  it('marks a suspended market closed and opens it again', () => {
    const closed = run(one, { type: 'quote', key: 'm1|R|H', quote: { odds: 1.95, ratio: '0.5', open: false } });
    expect(closed.selections[0]?.closed).toBe(true);
    expect(
      run(closed, { type: 'quote', key: 'm1|R|H', quote: { odds: 1.95, ratio: '0.5', open: true } }).selections[0]
        ?.closed,
    ).toBe(false);
  });

  it('ignores prices of keys not in the slip and unchanged prices', () => {
    expect(slipReducer(one, { type: 'quote', key: 'x|R|H', quote: { odds: 3, ratio: null, open: true } })).toBe(one);
    expect(slipReducer(one, { type: 'quote', key: 'm1|R|H', quote: { odds: 1.95, ratio: '0.5', open: true } })).toBe(
      one,
    );
  });

  it('shows server prices of a 7102 answer for acceptance even under the policy any', () => {
    const state = run(one, {
      type: 'repriced',
      quotes: [
        { key: 'm1|R|H', quote: { odds: 1.8, ratio: '0.5' } },
        { key: 'gone|R|H', quote: { odds: 2, ratio: null } },
      ],
    });
    expect(state.changes).toEqual({ 'm1|R|H': { odds: 1.8, ratio: '0.5' } });
  });

  it('forgets the waiting price of a selection that leaves the slip', () => {
    const state = run(
      withPicks('multiple', testSelection('m1'), testSelection('m2')),
      { type: 'setOddsPolicy', policy: 'ask' },
      { type: 'quote', key: 'm1|R|H', quote: { odds: 2.5, ratio: '0.5', open: true } },
      { type: 'remove', key: 'm1|R|H' },
    );
    expect(state.changes).toEqual({});
  });
});
