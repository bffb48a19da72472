import { describe, expect, it } from 'vitest';
import { sportsMethods } from 'shared/contract';
import { placeBetRequest, slipOddsFormat } from './slip-request';
import { initialSlipState, type SlipState } from '../slip-state';
import { testSelection } from '../slip-test-selection';

describe('slipOddsFormat', () => {
  it('forces Hong Kong in series and follows the member otherwise', () => {
    expect(slipOddsFormat({ mode: 'series' }, 'E')).toBe('H');
    expect(slipOddsFormat({ mode: 'multiple' }, 'M')).toBe('M');
    expect(slipOddsFormat({ mode: 'single' }, 'I')).toBe('I');
  });
});

describe('placeBetRequest', () => {
  const state: SlipState = {
    ...initialSlipState,
    mode: 'series',
    oddsPolicy: 'ask',
    stake: '100.5',
    selections: [
      testSelection('m1', { w: 'HR', betGameId: 'm1h', odds: 1.9, ratio: '0/0.5' }),
      testSelection('m2', { w: 'M', r: 'N', odds: 3.2, ratio: null }),
    ],
  };

  it('sends what the member sees: ids to place on, plays, picks, prices and lines', () => {
    expect(placeBetRequest(state, 'E')).toEqual({
      mode: 'series',
      stake: 100.5,
      oddsFormat: 'H',
      selections: [
        { gameId: 'm1h', w: 'HR', r: 'H', odds: 1.9, ratio: '0/0.5' },
        { gameId: 'm2', w: 'M', r: 'N', odds: 3.2, ratio: null },
      ],
    });
  });

  it('passes the contract', () => {
    expect(sportsMethods.placeBet.request.safeParse(placeBetRequest(state, 'M')).success).toBe(true);
  });
});
