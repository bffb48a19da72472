import { describe, expect, it } from 'vitest';
import { i18n } from 'shared/i18n';
import '../../../setup';
import { periodName, type PeriodFields, type PeriodName } from './periods';

function live(overrides: Partial<PeriodFields>): PeriodFields {
  return { gameType: 'FT', isLive: true, re_time: '', se_now: '', HalfTime: false, inningNum: 0, ...overrides };
}

/** The Chinese the match row shows for a period. */
function text(period: PeriodName | null): string | null {
  if (!period) return null;
  return 'n' in period
    ? i18n.t(`sports:book.period.${period.key}`, { n: period.n })
    : i18n.t(`sports:book.period.${period.key}`);
}

describe('football periods', () => {
  it.each([
    ['1H', '上半场'],
    ['2H', '下半场'],
    ['HT', '中场'],
  ])('%s is %s', (se_now, name) => {
    expect(text(periodName(live({ se_now })))).toBe(name);
  });

  it('is 中场 whenever the half-time flag is up', () => {
    expect(text(periodName(live({ se_now: '1H', HalfTime: true })))).toBe('中场');
  });

  it('reads the period from the clock text before the period code arrives', () => {
    expect(text(periodName(live({ re_time: '2H^50:00' })))).toBe('下半场');
    expect(text(periodName(live({ re_time: 'HalfTime^45:00' })))).toBe('中场');
  });

  it('names nothing it does not know', () => {
    expect(periodName(live({ se_now: 'PEN' }))).toBeNull();
  });
});

describe('basketball periods', () => {
  it.each([
    ['Q1', '第一节'],
    ['Q2', '第二节'],
    ['Q3', '第三节'],
    ['Q4', '第四节'],
    ['H1', '上半场'],
    ['HT', '中场'],
    ['H2', '下半场'],
    ['OT', '延时赛'],
    ['2OT', '延时赛'],
    ['OT3', '延时赛'],
  ])('%s is %s', (se_now, name) => {
    expect(text(periodName(live({ gameType: 'BK', se_now })))).toBe(name);
  });

  it('is 中场 whenever the half-time flag is up, but overtime wins', () => {
    expect(text(periodName(live({ gameType: 'BK', se_now: 'Q2', HalfTime: true })))).toBe('中场');
    expect(text(periodName(live({ gameType: 'BK', se_now: 'OT', HalfTime: true })))).toBe('延时赛');
  });
});

describe('baseball periods', () => {
  it('names the inning', () => {
    expect(text(periodName(live({ gameType: 'BS', inningNum: 1 })))).toBe('第1局');
    expect(text(periodName(live({ gameType: 'BS', inningNum: 8 })))).toBe('第8局');
  });

  it('marks overtime from the 9th inning on, keeping the inning', () => {
    expect(periodName(live({ gameType: 'BS', inningNum: 9 }))).toEqual({ key: 'inningOvertime', n: 9 });
    expect(text(periodName(live({ gameType: 'BS', inningNum: 9 })))).toBe('第9局（加时）');
    expect(text(periodName(live({ gameType: 'BS', inningNum: 11 })))).toBe('第11局（加时）');
  });

  it('names nothing before the first inning', () => {
    expect(periodName(live({ gameType: 'BS', inningNum: 0 }))).toBeNull();
  });
});

describe('other sports and virtual football', () => {
  it.each(['VF', 'TN', 'OP', 'SK', 'VB', 'TT'] as const)('%s is 全场', (gameType) => {
    expect(text(periodName(live({ gameType, se_now: '2H', re_time: '2H^60:00' })))).toBe('全场');
  });
});

describe('a match not live', () => {
  it('has no period', () => {
    for (const gameType of ['FT', 'BK', 'BS', 'TN'] as const)
      expect(periodName(live({ gameType, isLive: false, se_now: 'Q1', inningNum: 3 }))).toBeNull();
  });
});
