import { describe, expect, it } from 'vitest';
import { slipBlocker } from './slip-placeable';
import { initialSlipState, type SlipState } from '../slip-state';
import { testSelection } from '../slip-test-selection';

const limits = { minStake: 10, maxStake: 5000 };
const ready: SlipState = { ...initialSlipState, mode: 'single', selections: [testSelection('m1')], stake: '100' };

describe('slipBlocker', () => {
  it('lets a complete slip be placed', () => {
    expect(slipBlocker(ready, limits)).toBeNull();
    expect(
      slipBlocker({ ...ready, mode: 'series', selections: [testSelection('m1'), testSelection('m2')] }, limits),
    ).toBeNull();
  });

  it('blocks while a bet waits for confirmation', () => {
    expect(slipBlocker({ ...ready, pendingTickets: ['T1'] }, limits)).toBe('pending');
  });

  it('blocks an empty slip', () => {
    expect(slipBlocker({ ...ready, selections: [] }, limits)).toBe('empty');
  });

  it('blocks a closed market', () => {
    expect(slipBlocker({ ...ready, selections: [testSelection('m1', { closed: true })] }, limits)).toBe('closed');
  });

  it('blocks invalid selections', () => {
    const conflict = [
      testSelection('m1', { isInvalid: true }),
      testSelection('m1', { r: 'C', isInvalid: true }),
      testSelection('m2'),
    ];
    expect(slipBlocker({ ...ready, mode: 'series', selections: conflict }, limits)).toBe('invalid');
  });

  it('blocks a series of fewer than 2 selections', () => {
    expect(slipBlocker({ ...ready, mode: 'series' }, limits)).toBe('seriesTooFew');
  });

  it('blocks until changed prices are accepted', () => {
    expect(slipBlocker({ ...ready, changes: { 'm1|R|H': { odds: 2, ratio: '0.5' } } }, limits)).toBe('priceChanged');
  });

  it('blocks without a stake', () => {
    expect(slipBlocker({ ...ready, stake: '' }, limits)).toBe('noStake');
    expect(slipBlocker({ ...ready, stake: '0' }, limits)).toBe('noStake');
  });

  it('blocks a stake outside the limits when they are known', () => {
    expect(slipBlocker({ ...ready, stake: '5' }, limits)).toBe('belowMin');
    expect(slipBlocker({ ...ready, stake: '5001' }, limits)).toBe('aboveMax');
    expect(slipBlocker({ ...ready, stake: '5' }, null)).toBeNull();
  });
});
