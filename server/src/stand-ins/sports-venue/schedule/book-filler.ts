import { FEATURED_LEAGUE_IDS, type MatchSport } from 'shared/contract';
import { beijingAt, beijingDate } from '../../../time/beijing';
import type { SportsBook } from '../../../sports/book/sports-book';
import type { LeagueDef } from '../../../sports/catalog/league';
import { LEAGUES, leaguesOf } from '../../../sports/catalog/leagues';
import { SPORT_PROFILES } from '../../../sports/catalog/sport-profiles';
import { liveMatchOf, type LiveMatch } from '../../../sports/model/live-match';
import { upcomingState } from '../../../sports/model/match-state';
import { hashSeed, pickOne, randomBetween, randomInt, seededRandom, type Random } from '../../../sports/random';
import { makeFixture } from './fixture-factory';
import { dailyOutright, seasonOutright } from './outright-factory';
import { simulateTo, typicalWallMs } from './simulate';

/** The early market reaches this many Beijing days ahead. */
export const EARLY_DAYS = 6;
/** A sport short of live matches gets one kicking off within this window. */
const SOON_MS = 10 * 60_000;
const MINUTE_MS = 60_000;

const SPORTS = Object.keys(SPORT_PROFILES) as MatchSport[];

/**
 * Keeps the book populated, relative to now: each league's fixtures at its usual kick-off times from
 * today to EARLY_DAYS ahead, enough live matches per sport (kicking off soon when short), and each
 * outright league's season and daily outrights. Everything is drawn from the book's seed, so the same
 * seed and clock give the same book.
 */
export class BookFiller {
  constructor(
    private readonly book: SportsBook,
    private readonly seed: number,
    private readonly clockSpeed: number,
    private readonly random: Random,
  ) {}

  /** `initial`: the first fill after start-up, which also seeds matches already under way. Returns what it added. */
  fill(nowMs: number, initial: boolean): LiveMatch[] {
    const added: LiveMatch[] = [];
    for (const league of LEAGUES) this.fillLeague(league, nowMs, initial, added);
    for (const sport of SPORTS) this.fillLive(sport, nowMs, initial, added);
    this.fillOutrights(nowMs);
    return added;
  }

  private fillLeague(league: LeagueDef, nowMs: number, initial: boolean, added: LiveMatch[]): void {
    const now = new Date(nowMs);
    for (let day = initial ? -1 : 0; day <= EARLY_DAYS; day++) {
      const date = beijingDate(beijingAt(now, day, 12));
      for (const kickoff of kickoffsOn(league, date, this.seed)) {
        const [hour = 0, minute = 0] = kickoff.split(':').map(Number);
        const startMs = beijingAt(now, day, hour, minute).getTime();
        if (startMs > nowMs) this.addScheduled(league, startMs, added);
        else if (initial && nowMs - startMs < 2 * typicalWallMs(league.sport, this.clockSpeed))
          this.addUnderWay(league, startMs, nowMs, added);
      }
    }
  }

  /** Keeps `liveTarget` matches of the sport under way: at start-up seeded mid-game, later kicking off soon. */
  private fillLive(sport: MatchSport, nowMs: number, initial: boolean, added: LiveMatch[]): void {
    const target = SPORT_PROFILES[sport].liveTarget;
    const leagues = leaguesOf(sport);
    let live = 0;
    let soon = 0;
    for (const match of this.book.matches.values()) {
      if (match.fixture.sport !== sport) continue;
      if (match.state.status === 'live') live += 1;
      else if (match.state.status === 'upcoming' && match.fixture.startMs <= nowMs + SOON_MS) soon += 1;
    }
    if (initial) {
      const span = typicalWallMs(sport, this.clockSpeed);
      for (let attempt = 0; live < target && attempt < target * 4; attempt++) {
        const startMs = floorMinute(nowMs - randomBetween(this.random, 0.05, 0.85) * span);
        if (this.addUnderWay(pickOne(this.random, leagues), startMs, nowMs, added)) live += 1;
      }
      return;
    }
    // Extra kick-offs go to the leagues that are not featured, so the top of the today list stays on schedule.
    const featured = new Set<number>(FEATURED_LEAGUE_IDS);
    const extra = leagues.filter((league) => !featured.has(league.id));
    for (let missing = target - live - soon; missing > 0; missing--) {
      const startMs = floorMinute(nowMs) + randomInt(this.random, 1, SOON_MS / MINUTE_MS) * MINUTE_MS;
      this.addSoon(pickOne(this.random, extra.length > 0 ? extra : leagues), startMs, added);
    }
  }

  private fillOutrights(nowMs: number): void {
    for (const league of LEAGUES) {
      if (!league.outrights) continue;
      for (const def of [seasonOutright(league, nowMs), dailyOutright(league, nowMs)]) {
        if (this.book.outrights.has(def.gameId) || this.book.isRetired(def.gameId)) continue;
        this.book.addOutright({ def, open: true, persisted: false });
      }
    }
  }

  /** A fixture at a league's usual time: added once (the next fill finds it by its id). */
  private addScheduled(league: LeagueDef, startMs: number, added: LiveMatch[]): void {
    const fixture = makeFixture(league, startMs, this.seed, { mayBePostponed: true });
    if (this.book.has(fixture.gameId)) return;
    const match = liveMatchOf(fixture, upcomingState());
    this.book.add(match);
    added.push(match);
  }

  /** An extra fixture for a sport short of live matches; never called off. */
  private addSoon(league: LeagueDef, startMs: number, added: LiveMatch[]): void {
    const match = liveMatchOf(
      makeFixture(league, this.freeMinute(league, startMs), this.seed, { mayBePostponed: false }),
      upcomingState(),
    );
    this.book.add(match);
    added.push(match);
  }

  /** A fixture that kicked off at `startMs`, played up to now; false when it would already be over. */
  private addUnderWay(league: LeagueDef, startMs: number, nowMs: number, added: LiveMatch[]): boolean {
    const fixture = makeFixture(league, startMs, this.seed, { mayBePostponed: false });
    if (this.book.has(fixture.gameId)) return false;
    const state = simulateTo(fixture, nowMs, this.clockSpeed);
    if (state.status !== 'live') return false;
    const match = liveMatchOf(fixture, state);
    this.book.add(match);
    added.push(match);
    return true;
  }

  /** Ids come from the league and the minute: a second fixture of a league in the same minute moves on a minute. */
  private freeMinute(league: LeagueDef, startMs: number): number {
    let start = startMs;
    while (this.book.has(`${league.id}${Math.floor(start / MINUTE_MS)}`)) start += MINUTE_MS;
    return start;
  }
}

/** The day's kick-off times of a league: `perDay` of its usual times, drawn from the seed and the date. */
export function kickoffsOn(league: LeagueDef, date: string, seed: number): string[] {
  const random = seededRandom(hashSeed(seed, league.id, date));
  const times = [...league.kickoffs];
  for (let i = times.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [times[i], times[j]] = [times[j] as string, times[i] as string];
  }
  return times.slice(0, league.perDay);
}

function floorMinute(ms: number): number {
  return Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}
