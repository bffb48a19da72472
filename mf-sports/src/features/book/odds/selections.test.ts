import { describe, expect, it } from 'vitest';
import { testMatch, testOutright } from '../../../testing/test-match';
import {
  matchPriceKey,
  matchSelection,
  outrightPriceKey,
  outrightSelection,
  pickName,
  type PickTexts,
} from './selections';

const texts: PickTexts = { over: (r) => `大 ${r}`, under: (r) => `小 ${r}`, odd: '单', even: '双', draw: '和局' };
const teams = { team_h: '曼城', team_c: '利物浦' };

describe('pick names', () => {
  it('names sides and 1X2 by team, the draw 和局', () => {
    expect(pickName('handicap', 'H', teams, '0.5', texts)).toBe('曼城');
    expect(pickName('handicap', 'C', teams, '0.5', texts)).toBe('利物浦');
    expect(pickName('moneyline', 'C', teams, null, texts)).toBe('利物浦');
    expect(pickName('moneyline', 'N', teams, null, texts)).toBe('和局');
  });

  it('names totals 大/小 with the line and odd/even 单/双', () => {
    expect(pickName('total', 'O', teams, '2.5/3', texts)).toBe('大 2.5/3');
    expect(pickName('total', 'U', teams, '2.5', texts)).toBe('小 2.5');
    expect(pickName('oddEven', 'ODD', teams, null, texts)).toBe('单');
    expect(pickName('oddEven', 'EVEN', teams, null, texts)).toBe('双');
  });
});

describe('selections', () => {
  it('key full-time plays on the match and half-time plays on the half match', () => {
    const match = testMatch();
    expect(matchPriceKey(match, 'RE', 'H')).toBe('g1|RE|H');
    expect(matchPriceKey(match, 'HRE', 'H')).toBe('h1|HRE|H');
    expect(matchPriceKey(match, 'HRM', 'N')).toBe('h1|HRM|N');
    expect(outrightPriceKey(testOutright(), 'R9')).toBe('o1|FS|R9');
  });

  it('carry the fixture, the bet id, the price seen and whether it is closed', () => {
    const selection = matchSelection(
      testMatch({ isLive: true }),
      'HROU',
      'O',
      { odds: 1.9, ratio: '1', open: false },
      '大 1',
    );
    expect(selection).toMatchObject({
      key: 'h1|HROU|O',
      matchId: 'g1',
      betGameId: 'h1',
      w: 'HROU',
      r: 'O',
      odds: 1.9,
      ratio: '1',
      isLive: true,
      closed: true,
      champion: false,
    });
  });

  it('make an outright rate a champion selection titled by the outright', () => {
    const selection = outrightSelection(
      testOutright(),
      { rtype: 'R1', name: '曼城' },
      { odds: 2.75, ratio: null, open: true },
    );
    expect(selection).toMatchObject({
      key: 'o1|FS|R1',
      matchId: 'o1',
      betGameId: 'o1',
      w: 'FS',
      r: 'R1',
      champion: true,
      team_h: '英超 2025/26 冠军',
      team_c: '',
      pick: '曼城',
    });
  });
});
