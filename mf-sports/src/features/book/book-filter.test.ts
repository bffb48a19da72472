import { describe, expect, it } from 'vitest';
import { bookFilterReducer, INITIAL_BOOK_FILTER, isChampionMarket, requestSport, type BookFilter } from './book-filter';

const earlyBasketball: BookFilter = { market: 'FU', sport: 'BK', leagueIds: [5], date: '2025-11-24' };

describe('the book filter', () => {
  it('starts on today’s market, every sport, every league', () => {
    expect(INITIAL_BOOK_FILTER).toEqual({ market: 'FT', sport: 'ALL', leagueIds: [], date: null });
  });

  it('resets the date and the sport to football when switching to in-play', () => {
    expect(bookFilterReducer(earlyBasketball, { type: 'market', market: 'RB' })).toEqual({
      market: 'RB',
      sport: 'FT',
      leagueIds: [],
      date: null,
    });
  });

  it('keeps the sport but drops leagues and day on other market changes', () => {
    expect(bookFilterReducer(earlyBasketball, { type: 'market', market: 'FT' })).toEqual({
      market: 'FT',
      sport: 'BK',
      leagueIds: [],
      date: null,
    });
    expect(bookFilterReducer(earlyBasketball, { type: 'market', market: 'FSFU' })).toEqual({
      market: 'FSFU',
      sport: 'BK',
      leagueIds: [],
      date: null,
    });
  });

  it('changes nothing when the same market or sport is chosen again', () => {
    expect(bookFilterReducer(earlyBasketball, { type: 'market', market: 'FU' })).toBe(earlyBasketball);
    expect(bookFilterReducer(earlyBasketball, { type: 'sport', sport: 'BK' })).toBe(earlyBasketball);
  });

  it('drops the chosen leagues when the sport changes', () => {
    expect(bookFilterReducer(earlyBasketball, { type: 'sport', sport: 'TN' })).toEqual({
      ...earlyBasketball,
      sport: 'TN',
      leagueIds: [],
    });
  });

  it('opens the champion market of the same horizon from the outright sport tab', () => {
    expect(bookFilterReducer(earlyBasketball, { type: 'sport', sport: 'FS' })).toEqual({
      market: 'FSFU',
      sport: 'FS',
      leagueIds: [],
      date: null,
    });
    expect(bookFilterReducer(INITIAL_BOOK_FILTER, { type: 'sport', sport: 'FS' })).toMatchObject({
      market: 'FSFT',
      sport: 'FS',
    });
    expect(
      bookFilterReducer({ ...INITIAL_BOOK_FILTER, market: 'RB', sport: 'FT' }, { type: 'sport', sport: 'FS' }),
    ).toMatchObject({ market: 'FSFT' });
  });

  it('filters outrights by sport inside the champion market', () => {
    const champion: BookFilter = { market: 'FSFT', sport: 'FS', leagueIds: [], date: null };
    expect(bookFilterReducer(champion, { type: 'sport', sport: 'BK' })).toEqual({ ...champion, sport: 'BK' });
  });

  it('leaves the outright tab when going back to a match market', () => {
    const champion: BookFilter = { market: 'FSFT', sport: 'FS', leagueIds: [], date: null };
    expect(bookFilterReducer(champion, { type: 'market', market: 'FT' })).toEqual({
      market: 'FT',
      sport: 'ALL',
      leagueIds: [],
      date: null,
    });
    expect(bookFilterReducer(champion, { type: 'market', market: 'RB' })).toMatchObject({ sport: 'FT' });
  });

  it('sets leagues (0 and repeats dropped) and toggles one', () => {
    expect(bookFilterReducer(INITIAL_BOOK_FILTER, { type: 'leagues', leagueIds: [0, 7, 7, 9] }).leagueIds).toEqual([
      7, 9,
    ]);
    const one = bookFilterReducer(INITIAL_BOOK_FILTER, { type: 'toggleLeague', leagueId: 7 });
    expect(one.leagueIds).toEqual([7]);
    expect(bookFilterReducer(one, { type: 'toggleLeague', leagueId: 9 }).leagueIds).toEqual([7, 9]);
    expect(bookFilterReducer(one, { type: 'toggleLeague', leagueId: 7 }).leagueIds).toEqual([]);
  });

  it('takes a day only in the early market, dropping the leagues of the other day', () => {
    expect(bookFilterReducer(INITIAL_BOOK_FILTER, { type: 'date', date: '2025-11-24' })).toBe(INITIAL_BOOK_FILTER);
    expect(bookFilterReducer({ ...earlyBasketball, date: null }, { type: 'date', date: '2025-11-25' })).toEqual({
      ...earlyBasketball,
      date: '2025-11-25',
      leagueIds: [],
    });
    expect(bookFilterReducer(earlyBasketball, { type: 'date', date: null }).date).toBeNull();
  });

  it('knows the champion markets and asks every sport for the outright tab', () => {
    expect(['FU', 'FT', 'RB', 'FSFT', 'FSFU'].map((m) => isChampionMarket(m as BookFilter['market']))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(requestSport({ sport: 'FS' })).toBe('ALL');
    expect(requestSport({ sport: 'BK' })).toBe('BK');
  });
});
