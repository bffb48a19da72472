import { describe, expect, it } from 'vitest';
import type { MatchSport } from 'shared/contract';
import { LEAGUES } from '../../../sports/catalog/leagues';
import { noEvents } from '../engine/progress';
import { progressOf } from '../engine/sport-progress';
import { parseLine } from '../../../sports/lines';
import { upcomingState } from '../../../sports/model/match-state';
import { seededRandom } from '../../../sports/random';
import { makeFixture } from '../schedule/fixture-factory';
import { priceMarkets } from './price-markets';

const START = Date.UTC(2025, 10, 21, 12, 0);
const SPORTS: MatchSport[] = ['FT', 'VF', 'BK', 'TN', 'OP', 'SK', 'BS', 'VB', 'TT'];

function fixturesOf(sport: MatchSport, count: number) {
  const league = LEAGUES.find((l) => l.sport === sport);
  if (league === undefined) throw new Error(`no ${sport} league`);
  return Array.from({ length: count }, (_, i) => makeFixture(league, START + i * 60_000, 7, { mayBePostponed: false }));
}

describe('priceMarkets', () => {
  it('offers each sport its plays: football with half-time plays, no draw where there is none', () => {
    const plays = (sport: MatchSport) =>
      priceMarkets(fixturesOf(sport, 1)[0]!, upcomingState()).map((m) => `${m.w}:${m.selections.join('/')}`);
    expect(plays('FT')).toEqual(['R:H/C', 'OU:O/U', 'M:H/N/C', 'EO:ODD/EVEN', 'HR:H/C', 'HOU:O/U', 'HM:H/N/C']);
    expect(plays('BK')).toEqual(['R:H/C', 'OU:O/U', 'M:H/C', 'EO:ODD/EVEN']);
    expect(plays('TN')).toEqual(['R:H/C', 'OU:O/U', 'M:H/C']);
    expect(plays('OP')).toContain('M:H/N/C');
  });

  it('prices every market of every sport with a positive margin that is not greedy', () => {
    for (const sport of SPORTS) {
      for (const fixture of fixturesOf(sport, 25)) {
        for (const market of priceMarkets(fixture, upcomingState())) {
          const book = market.odds.reduce((sum, odds) => sum + 1 / odds, 0);
          expect(
            market.odds.every((o) => o > 1),
            `${sport} ${market.w} ${market.odds}`,
          ).toBe(true);
          if (!market.open) continue;
          expect(book, `${sport} ${market.w} ${market.odds}`).toBeGreaterThan(1.02);
          expect(book, `${sport} ${market.w} ${market.odds}`).toBeLessThan(1.12);
        }
      }
    }
  });

  it('picks balanced main lines for football and basketball: both sides between 1.70 and 2.20', () => {
    for (const sport of ['FT', 'BK'] as const) {
      for (const fixture of fixturesOf(sport, 40)) {
        for (const market of priceMarkets(fixture, upcomingState()).filter((m) => m.w === 'R' || m.w === 'OU')) {
          for (const odds of market.odds)
            expect(odds, `${sport} ${market.w} ${market.ratio}`).toBeGreaterThanOrEqual(1.7);
          for (const odds of market.odds) expect(odds, `${sport} ${market.w} ${market.ratio}`).toBeLessThanOrEqual(2.2);
          expect(parseLine(market.ratio ?? '')).not.toBeNull();
        }
      }
    }
  });

  it('uses Asian quarter lines in football and half lines in basketball', () => {
    const ratios = fixturesOf('FT', 60).flatMap((f) =>
      priceMarkets(f, upcomingState())
        .filter((m) => m.w === 'R')
        .map((m) => m.ratio),
    );
    expect(ratios.some((r) => r?.includes('/'))).toBe(true);
    const basketball = fixturesOf('BK', 30).flatMap((f) =>
      priceMarkets(f, upcomingState())
        .filter((m) => m.w !== 'M' && m.w !== 'EO')
        .map((m) => m.ratio),
    );
    expect(basketball.every((r) => r !== null && r.endsWith('.5'))).toBe(true);
  });

  it('gives the favourite the handicap and the shorter price', () => {
    for (const fixture of fixturesOf('FT', 40)) {
      const markets = priceMarkets(fixture, upcomingState());
      const result = markets.find((m) => m.w === 'M');
      const handicap = markets.find((m) => m.w === 'R');
      const [home = 0, , away = 0] = result?.odds ?? [];
      if (Math.abs(home - away) < 0.6) continue;
      expect(handicap?.strong).toBe(home < away ? 'H' : 'C');
    }
  });

  it('is deterministic: the same fixture and state give the same prices', () => {
    const [fixture] = fixturesOf('FT', 1);
    expect(priceMarkets(fixture!, upcomingState())).toEqual(priceMarkets(fixture!, upcomingState()));
  });

  it('switches to in-play codes at kick-off and drops half-time plays once the first half is over', () => {
    const fixture = fixturesOf('FT', 1)[0]!;
    const state = upcomingState();
    const progress = progressOf('FT');
    const quiet = () => 0.999;
    progress.kickOff(fixture, state, quiet);
    expect(priceMarkets(fixture, state).map((m) => m.w)).toEqual(['RE', 'ROU', 'RM', 'REO', 'HRE', 'HROU', 'HRM']);
    expect(priceMarkets(fixture, state).find((m) => m.w === 'HRE')?.betGameId).toBe(fixture.hgid);
    progress.advance(fixture, state, 50 * 60_000, seededRandom(3), noEvents());
    expect(state.period).toBe('HT');
    expect(priceMarkets(fixture, state).map((m) => m.w)).toEqual(['RE', 'ROU', 'RM', 'REO']);
  });

  it('closes a market that is decided instead of quoting 1.01', () => {
    const fixture = fixturesOf('FT', 1)[0]!;
    const state = upcomingState();
    progressOf('FT').kickOff(fixture, state, () => 0.999);
    Object.assign(state, { period: '2H', periodIndex: 2, periodMs: 44 * 60_000, scoreH: 4, scoreC: 0 });
    const result = priceMarkets(fixture, state).find((m) => m.w === 'RM');
    expect(result?.open).toBe(false);
    const total = priceMarkets(fixture, state).find((m) => m.w === 'ROU');
    expect(Number(total?.ratio?.split('/')[0])).toBeGreaterThanOrEqual(4);
  });
});
