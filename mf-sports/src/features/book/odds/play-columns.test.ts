import { describe, expect, it } from 'vitest';
import { testMarket, testMatch } from '../../../testing/test-match';
import { columnMarket, PLAY_COLUMNS } from './play-columns';

const column = (id: string) => PLAY_COLUMNS.find((c) => c.id === id)!;

describe('play columns', () => {
  it('are the seven plays of the list in order, each with its in-play twin', () => {
    expect(PLAY_COLUMNS.map((c) => c.plays.join('/'))).toEqual([
      'R/RE',
      'OU/ROU',
      'M/RM',
      'EO/REO',
      'HR/HRE',
      'HOU/HROU',
      'HM/HRM',
    ]);
  });

  it('take the in-play market of a live match and the pre-match one otherwise, either if only one exists', () => {
    const markets = [
      testMarket({ w: 'R', ratio: '1' }),
      testMarket({ w: 'RE', ratio: '0.5' }),
      testMarket({ w: 'ROU', ratio: '3' }),
    ];
    expect(columnMarket(testMatch({ isLive: true, markets }), column('R'))?.w).toBe('RE');
    expect(columnMarket(testMatch({ isLive: false, markets }), column('R'))?.w).toBe('R');
    expect(columnMarket(testMatch({ isLive: false, markets }), column('OU'))?.w).toBe('ROU');
    expect(columnMarket(testMatch({ isLive: false, markets }), column('HM'))).toBeUndefined();
  });
});
