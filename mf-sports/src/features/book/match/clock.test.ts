import { describe, expect, it } from 'vitest';
import { basketballClock, beijingParts, footballMinute, matchClock, type ClockFields } from './clock';

function match(overrides: Partial<ClockFields>): ClockFields {
  return {
    gameType: 'FT',
    isLive: true,
    startTime: '2025-11-22T12:30:00.000Z',
    re_time: '',
    t_count: 0,
    se_now: '',
    HalfTime: false,
    sc_FT_H: 0,
    sc_FT_C: 0,
    ...overrides,
  };
}

describe('football clock', () => {
  it('shows the minute of the clock text', () => {
    expect(footballMinute('2H^67:12')).toBe(67);
    expect(footballMinute('1H^05:59')).toBe(5);
    expect(matchClock(match({ re_time: '2H^67:12', se_now: '2H', sc_FT_H: 1 }), 'RB')).toEqual({
      kind: 'running',
      text: "67'",
    });
  });

  it('reads a clock text without a period too, and nothing from one that carries no time', () => {
    expect(footballMinute('12:00')).toBe(12);
    expect(footballMinute('')).toBeNull();
    expect(footballMinute('HT')).toBeNull();
    expect(footballMinute('1H^abc')).toBeNull();
  });

  it('says 即将开始 when the clock is at 0 and the score 0-0', () => {
    expect(matchClock(match({ re_time: '1H^00:00' }), 'RB')).toEqual({ kind: 'soon' });
    expect(matchClock(match({ re_time: '' }), 'RB')).toEqual({ kind: 'soon' });
  });

  it('shows the minute at 0 once a goal is on the board', () => {
    expect(matchClock(match({ re_time: '1H^00:30', sc_FT_C: 1 }), 'RB')).toEqual({ kind: 'running', text: "0'" });
  });

  it('keeps running past 0 at 0-0', () => {
    expect(matchClock(match({ re_time: '1H^23:10' }), 'FT')).toEqual({ kind: 'running', text: "23'" });
  });

  it('shows no minute during the half-time break (the period says 中场)', () => {
    expect(matchClock(match({ re_time: 'HT^45:00', HalfTime: true, sc_FT_H: 1 }), 'RB')).toEqual({ kind: 'none' });
    expect(matchClock(match({ re_time: '1H^45:00', se_now: 'HT' }), 'RB')).toEqual({ kind: 'none' });
  });

  it('times virtual football like football', () => {
    expect(matchClock(match({ gameType: 'VF', re_time: '2H^80:01', sc_FT_H: 2 }), 'RB')).toEqual({
      kind: 'running',
      text: "80'",
    });
  });
});

describe('basketball clock', () => {
  it('shows mm:ss from the seconds left', () => {
    expect(basketballClock(512)).toBe('08:32');
    expect(basketballClock(720)).toBe('12:00');
    expect(basketballClock(9)).toBe('00:09');
    expect(matchClock(match({ gameType: 'BK', t_count: 305, se_now: 'Q3', sc_FT_H: 50, sc_FT_C: 48 }), 'RB')).toEqual({
      kind: 'running',
      text: '05:05',
    });
  });

  it('says 即将开始 when the clock is at 0 and the score 0-0', () => {
    expect(matchClock(match({ gameType: 'BK', t_count: 0 }), 'RB')).toEqual({ kind: 'soon' });
  });

  it('shows no clock during the half-time break (the period says 中场)', () => {
    expect(
      matchClock(match({ gameType: 'BK', t_count: 0, se_now: 'HT', HalfTime: true, sc_FT_H: 50, sc_FT_C: 47 }), 'RB'),
    ).toEqual({ kind: 'none' });
  });

  it('shows 00:00 at the end of a period once points are scored', () => {
    expect(matchClock(match({ gameType: 'BK', t_count: 0, sc_FT_H: 20, sc_FT_C: 18 }), 'RB')).toEqual({
      kind: 'running',
      text: '00:00',
    });
  });
});

describe('other sports', () => {
  it('have no clock while live', () => {
    for (const gameType of ['TN', 'OP', 'SK', 'BS', 'VB', 'TT'] as const) {
      expect(matchClock(match({ gameType, re_time: '1H^10:00' }), 'RB')).toEqual({ kind: 'none' });
    }
  });
});

describe('a match not yet live', () => {
  it('shows the Beijing start time', () => {
    // 12:30 UTC is 20:30 in Beijing.
    expect(matchClock(match({ isLive: false }), 'FT')).toEqual({ kind: 'start', time: '20:30', date: null });
  });

  it('adds the Beijing date in the early market', () => {
    // 17:10 UTC on the 22nd is 01:10 on the 23rd in Beijing.
    expect(matchClock(match({ isLive: false, startTime: '2025-11-22T17:10:00Z' }), 'FU')).toEqual({
      kind: 'start',
      time: '01:10',
      date: '11-23',
    });
  });

  it('shows nothing for a start time that is not a time', () => {
    expect(matchClock(match({ isLive: false, startTime: 'soon' }), 'FT')).toEqual({ kind: 'none' });
    expect(beijingParts('')).toBeNull();
  });

  it('reads offsets in the ISO text', () => {
    expect(beijingParts('2025-01-01T00:00:00+08:00')).toEqual({ day: '2025-01-01', date: '01-01', time: '00:00' });
  });
});
