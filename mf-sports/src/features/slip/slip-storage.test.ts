import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSlipState } from './slip-state';
import { testSelection } from './slip-test-selection';
import { parseStoredSlip, readStoredSlip, writeStoredSlip } from './slip-storage';

beforeEach(() => localStorage.clear());

describe('the stored slip', () => {
  it('reads back what was written, with its owner', () => {
    const state = {
      ...initialSlipState,
      mode: 'multiple' as const,
      selections: [testSelection('m1'), testSelection('m2')],
      stake: '50',
      oddsPolicy: 'ask' as const,
      pendingTickets: ['T1'],
      openRequestId: 'req-1',
    };
    writeStoredSlip({ owner: '10001', state });
    expect(readStoredSlip()).toEqual({ owner: '10001', state: { ...state, changes: {} } });
  });

  it.each([
    ['not JSON', '{oops'],
    ['another shape', JSON.stringify({ hello: 'world' })],
    ['a future version', JSON.stringify({ version: 2, owner: null })],
    ['a plain string', JSON.stringify('slip')],
  ])('discards %s and removes it', (_, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('betSlip', raw);
    expect(readStoredSlip()).toEqual({ owner: null, state: initialSlipState });
    expect(localStorage.getItem('betSlip')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('drops a damaged selection alone and keeps the others', () => {
    const good = testSelection('m1');
    const raw = JSON.stringify({
      version: 1,
      owner: '10001',
      mode: 'multiple',
      selections: [
        good,
        { ...testSelection('m2'), odds: 'lots' },
        { ...testSelection('m3'), w: 'XX' },
        { ...testSelection('m4'), key: 'm4|R|C' },
        null,
      ],
      changes: {},
      autoAccept: true,
      stake: '10',
      pendingTickets: [],
      openRequestId: null,
    });
    expect(parseStoredSlip(raw)?.state.selections).toEqual([good]);
  });

  it('stores the policy as the old on/off flag: only always-ask is off', () => {
    writeStoredSlip({ owner: '10001', state: { ...initialSlipState, oddsPolicy: 'higher' } });
    expect(JSON.parse(localStorage.getItem('betSlip') ?? '{}')).toMatchObject({ autoAccept: true });
    expect(readStoredSlip().state.oddsPolicy).toBe('any');
    writeStoredSlip({ owner: '10001', state: { ...initialSlipState, oddsPolicy: 'ask' } });
    expect(JSON.parse(localStorage.getItem('betSlip') ?? '{}')).toMatchObject({ autoAccept: false });
    expect(readStoredSlip().state.oddsPolicy).toBe('ask');
  });

  it('falls back to the default of a damaged field', () => {
    const raw = JSON.stringify({
      version: 1,
      owner: '10001',
      mode: 'parlay',
      selections: 'many',
      changes: [],
      autoAccept: 'yes',
      stake: 12,
      pendingTickets: 'T1',
      openRequestId: 7,
    });
    expect(parseStoredSlip(raw)).toEqual({ owner: '10001', state: initialSlipState });
  });
});
