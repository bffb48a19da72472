import { describe, expect, it } from 'vitest';
import type { BetMode } from 'shared/contract';
import { pickRefusal, slipReducer } from './slip-rules';
import { initialSlipState, type SlipState } from '../slip-state';
import { testChampion, testSelection } from '../slip-test-selection';
import { invalid, keys, run, withPicks } from './slip-test-steps';

describe('single mode', () => {
  it('holds one selection: a new one replaces the old one', () => {
    const state = withPicks('single', testSelection('m1'), testSelection('m2'));
    expect(keys(state)).toEqual(['m2|R|H']);
  });

  it('removes the selection when the same odd is picked again', () => {
    const state = withPicks('single', testSelection('m1'), testSelection('m1'));
    expect(state.selections).toEqual([]);
  });
});

describe('multiple mode', () => {
  it('adds selections of different matches in pick order', () => {
    expect(keys(withPicks('multiple', testSelection('m1'), testSelection('m2')))).toEqual(['m1|R|H', 'm2|R|H']);
  });

  it('removes an odd that is picked again', () => {
    const state = withPicks('multiple', testSelection('m1'), testSelection('m2'), testSelection('m1'));
    expect(keys(state)).toEqual(['m2|R|H']);
  });

  it('replaces the earlier selection of the same match', () => {
    const state = withPicks('multiple', testSelection('m1'), testSelection('m2'), testSelection('m1', { r: 'C' }));
    expect(keys(state)).toEqual(['m2|R|H', 'm1|R|C']);
  });

  it('treats a half-time play of the same fixture as the same match', () => {
    const half = testSelection('m1', { w: 'HR', betGameId: 'm1h' });
    const state = withPicks('multiple', testSelection('m1'), half);
    expect(keys(state)).toEqual(['m1h|HR|H']);
  });
});

describe('series mode', () => {
  it('keeps selections sharing a match and marks them invalid', () => {
    const state = withPicks(
      'series',
      testSelection('m1'),
      testSelection('m2'),
      testSelection('m1', { w: 'OU', r: 'O' }),
    );
    expect(keys(state)).toEqual(['m1|R|H', 'm2|R|H', 'm1|OU|O']);
    expect(invalid(state)).toEqual([true, false, true]);
  });

  it('clears the mark when the conflicting selection is removed', () => {
    const state = run(withPicks('series', testSelection('m1'), testSelection('m1', { r: 'C' })), {
      type: 'remove',
      key: 'm1|R|C',
    });
    expect(invalid(state)).toEqual([false]);
  });

  it('turning series on marks selections sharing a match as invalid', () => {
    // Multiple mode may hold two selections of one match after series was turned off.
    const multiple: SlipState = {
      ...initialSlipState,
      mode: 'multiple',
      selections: [testSelection('m1'), testSelection('m2'), testSelection('m2', { w: 'OU', r: 'U' })],
    };
    expect(invalid(run(multiple, { type: 'setMode', mode: 'series' }))).toEqual([false, true, true]);
  });

  it('turning series off clears the invalid marks and keeps the selections', () => {
    const series = withPicks('series', testSelection('m1'), testSelection('m1', { r: 'C' }), testSelection('m2'));
    const multiple = run(series, { type: 'setMode', mode: 'multiple' });
    expect(keys(multiple)).toEqual(keys(series));
    expect(invalid(multiple)).toEqual([false, false, false]);
  });
});

describe('mode switching', () => {
  it('turning multiple off keeps only the last selection', () => {
    const state = run(withPicks('multiple', testSelection('m1'), testSelection('m2'), testSelection('m3')), {
      type: 'setMode',
      mode: 'single',
    });
    expect(keys(state)).toEqual(['m3|R|H']);
  });

  it('leaving series for single keeps the last selection, without marks', () => {
    const state = run(withPicks('series', testSelection('m1'), testSelection('m1', { r: 'C' })), {
      type: 'setMode',
      mode: 'single',
    });
    expect(keys(state)).toEqual(['m1|R|C']);
    expect(invalid(state)).toEqual([false]);
  });

  it('going from single to multiple keeps the selection', () => {
    const state = run(withPicks('single', testSelection('m1')), { type: 'setMode', mode: 'multiple' });
    expect(state.mode).toBe('multiple');
    expect(keys(state)).toEqual(['m1|R|H']);
  });

  it('choosing the current mode changes nothing', () => {
    const state = withPicks('multiple', testSelection('m1'));
    expect(slipReducer(state, { type: 'setMode', mode: 'multiple' })).toBe(state);
  });
});

describe('champion selections', () => {
  it('a champion selection clears the non-champion ones', () => {
    const state = withPicks('multiple', testSelection('m1'), testSelection('m2'), testChampion('o1', 'T1'));
    expect(keys(state)).toEqual(['o1|FS|T1']);
  });

  it('a non-champion selection clears the champion ones', () => {
    const state = withPicks('multiple', testChampion('o1', 'T1'), testChampion('o2', 'T7'), testSelection('m1'));
    expect(keys(state)).toEqual(['m1|R|H']);
  });

  it('champions of different outrights stay together', () => {
    expect(keys(withPicks('multiple', testChampion('o1', 'T1'), testChampion('o2', 'T7')))).toEqual([
      'o1|FS|T1',
      'o2|FS|T7',
    ]);
  });
});

describe('the 10 selection limit', () => {
  const ten = Array.from({ length: 10 }, (_, i) => testSelection(`m${i + 1}`));

  it.each<BetMode>(['multiple', 'series'])('%s mode refuses the 11th selection with betSlipFull', (mode) => {
    const full = withPicks(mode, ...ten);
    expect(full.selections).toHaveLength(10);
    const eleventh = testSelection('m11');
    expect(pickRefusal(full, eleventh)).toBe('betSlipFull');
    expect(slipReducer(full, { type: 'pick', selection: eleventh })).toBe(full);
  });

  it('still lets a full slip replace a selection of the same match or remove one', () => {
    const full = withPicks('multiple', ...ten);
    expect(pickRefusal(full, testSelection('m3', { r: 'C' }))).toBeNull();
    expect(keys(run(full, { type: 'pick', selection: testSelection('m3', { r: 'C' }) }))).toContain('m3|R|C');
    expect(run(full, { type: 'pick', selection: testSelection('m3') }).selections).toHaveLength(9);
  });

  it('lets a champion into a full slip, since it clears the others', () => {
    const full = withPicks('multiple', ...ten);
    expect(keys(run(full, { type: 'pick', selection: testChampion('o1', 'T1') }))).toEqual(['o1|FS|T1']);
  });

  it('never limits single mode', () => {
    expect(pickRefusal(withPicks('single', testSelection('m1')), testSelection('m2'))).toBeNull();
  });
});

describe('a bet waiting for confirmation', () => {
  const waiting = run(withPicks('multiple', testSelection('m1')), {
    type: 'placed',
    keys: ['m1|R|H'],
    pendingTickets: ['T100'],
  });

  it('refuses any new selection with betPending', () => {
    expect(pickRefusal(waiting, testSelection('m2'))).toBe('betPending');
    expect(slipReducer(waiting, { type: 'pick', selection: testSelection('m2') })).toBe(waiting);
  });

  it('takes selections again once the ticket is resolved', () => {
    const resolved = run(
      waiting,
      { type: 'ticketsResolved', ticketIds: ['T100'] },
      { type: 'pick', selection: testSelection('m2') },
    );
    expect(resolved.pendingTickets).toEqual([]);
    expect(keys(resolved)).toEqual(['m2|R|H']);
  });
});

describe('placing', () => {
  it('keeps the request id of an attempt until the server answers it', () => {
    const started = run(initialSlipState, { type: 'attemptStarted', requestId: 'r-1' });
    expect(started.openRequestId).toBe('r-1');
    expect(run(started, { type: 'attemptSettled' }).openRequestId).toBeNull();
  });

  it('removes placed selections, records tickets in delay and spends the request id', () => {
    const state = run(
      withPicks('multiple', testSelection('m1'), testSelection('m2')),
      { type: 'setStake', stake: '100' },
      { type: 'attemptStarted', requestId: 'r-1' },
      { type: 'placed', keys: ['m1|R|H'], pendingTickets: ['T1'] },
    );
    expect(keys(state)).toEqual(['m2|R|H']);
    expect(state.pendingTickets).toEqual(['T1']);
    expect(state.openRequestId).toBeNull();
    expect(state.stake).toBe('100');
    expect(run(state, { type: 'placed', keys: ['m2|R|H'], pendingTickets: [] }).stake).toBe('');
  });

  it('clear all empties the selections and keeps the mode', () => {
    const state = run(withPicks('series', testSelection('m1'), testSelection('m2')), { type: 'clear' });
    expect(state.selections).toEqual([]);
    expect(state.mode).toBe('series');
  });
});

describe('restoring stored state', () => {
  it('brings a slip back within the rules', () => {
    const stored: SlipState = {
      ...initialSlipState,
      mode: 'multiple',
      selections: [
        testSelection('m1'),
        testSelection('m1', { r: 'C' }),
        testSelection('m2'),
        testSelection('m2'),
        testChampion('o1', 'T1'),
        testSelection('m3'),
      ],
      changes: { 'gone|R|H': { odds: 2, ratio: null } },
      pendingTickets: ['T1', 'T1'],
    };
    const state = slipReducer(initialSlipState, { type: 'restore', state: stored });
    expect(keys(state)).toEqual(['m1|R|C', 'm2|R|H', 'm3|R|H']);
    expect(state.changes).toEqual({});
    expect(state.pendingTickets).toEqual(['T1']);
  });

  it('keeps at most one selection in single mode and ten otherwise', () => {
    const many = Array.from({ length: 12 }, (_, i) => testSelection(`m${i}`));
    expect(
      slipReducer(initialSlipState, { type: 'restore', state: { ...initialSlipState, selections: many } }).selections,
    ).toHaveLength(1);
    expect(
      slipReducer(initialSlipState, {
        type: 'restore',
        state: { ...initialSlipState, mode: 'series', selections: many },
      }).selections,
    ).toHaveLength(10);
  });
});
