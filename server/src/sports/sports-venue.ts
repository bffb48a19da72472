import type { FastifyBaseLogger } from 'fastify';
import { ResponseCode, type SportsResponse } from 'shared/contract';
import type { Database } from '../db/database';
import type { SportsFeed, SportsFeedProvider } from '../outside-world/sports-feed-provider';
import { DomainError } from '../domain/domain-error';
import { readWalletFigures } from '../wallet/balance';
import { fenToYuan } from '../wallet/money';
import { BookQueries } from './book/book-queries';
import { SportsBook } from './book/sports-book';
import { DelayResolver } from './bets/delay-resolver';
import { memberTickets, placeBet, type PlaceBetAnswer, type PlaceBetInput } from './bets/place-bet';
import { FeedHub } from './feed/feed-hub';
import { liveMatchOf, type LiveMatch } from './model/live-match';
import { Settlement } from './settlement/settlement';
import { sweepStranded } from './settlement/sweep';
import { loadOpenMatches, loadOpenOutrights, loadRecentlyEnded, saveMatchStates } from './store/match-store';

export interface SportsOptions {
  /** SPORTS_FEED_RATE: random odds changes a second; testSportsFeedRate changes it at run time. */
  feedRate: number;
  /** SPORTS_BET_DELAY_MS: how long an in-play bet waits for confirmation. */
  betDelayMs: number;
  /** SPORTS_CLOCK_SPEED: game time per wall-clock time (10: a football match in eleven minutes). */
  clockSpeed: number;
  /** The book's seed: the same seed and clock give the same fixtures, teams and prices. */
  seed: number;
  /** Run the engine on its own timer; tests turn it off and call tick() with their clock. */
  autoRun: boolean;
}

export const DEFAULT_SPORTS_OPTIONS: SportsOptions = {
  feedRate: 20,
  betDelayMs: 3_000,
  clockSpeed: 1,
  seed: 20_251_121,
  autoRun: true,
};

/** One engine tick: ten feed batches a second at most. */
export const ENGINE_TICK_MS = 100;
const STATE_WRITE_EVERY_MS = 1_000;
/** Fixtures that ended in the last days are not brought back by the filler after a restart. */
const RECENT_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The sports book: the in-memory book fed by a sports feed (stand-ins/sports-venue unless
 * configured), the push hub, bets with their in-play delay, and settlement. Created once per app; start() resumes what the database holds.
 */
export class SportsVenue {
  readonly book: SportsBook;
  readonly hub = new FeedHub();
  readonly queries: BookQueries;
  /** The feed that fills the book, plays its matches and moves their prices. */
  readonly engine: SportsFeedProvider;
  readonly settlement: Settlement;
  readonly delays: DelayResolver;
  private readonly dirty = new Set<LiveMatch>();
  private timer: NodeJS.Timeout | null = null;
  private nextStateWrite = 0;
  private writing = false;

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
    readonly options: SportsOptions,
    private readonly log: FastifyBaseLogger,
    feed: SportsFeed,
  ) {
    this.book = new SportsBook(feed.priceMarkets);
    this.queries = new BookQueries(this.book);
    this.settlement = new Settlement(db, clock, log);
    this.delays = new DelayResolver(db, this.book, clock, log);
    this.engine = feed.connect(this.book, this.hub, options, {
      onEnded: (match) => void this.settlement.settleMatch(match).catch(() => undefined),
      onStateChanged: (match) => {
        if (match.persisted) this.dirty.add(match);
      },
      onOutrightClosed: (outright) =>
        void this.settlement.settleOutright(outright.def, this.engine.outrightWinner(outright)).catch(() => undefined),
    });
  }

  /** Resumes persisted fixtures, fills the book, settles what a restart left behind, then starts the engine. */
  async start(): Promise<void> {
    const now = this.clock();
    for (const id of await loadRecentlyEnded(this.db, new Date(now.getTime() - RECENT_MS))) this.book.retire(id);
    const stored = await loadOpenMatches(this.db);
    for (const { fixture, state } of stored.matches)
      this.book.add(liveMatchOf(fixture, { ...state, suspendedUntil: 0 }, true));
    const outrights = await loadOpenOutrights(this.db);
    for (const def of outrights.outrights) this.book.addOutright({ def, open: true, persisted: true });
    // What cannot be read back stays out of the book (the filler must not make a new fixture under its id): the sweep voids its tickets.
    for (const id of [...stored.unreadable, ...outrights.unreadable]) this.book.retire(id);
    this.engine.fill(now.getTime(), true);
    const swept = await sweepStranded(this.db, this.book, this.settlement);
    await this.delays.load();
    this.log.info(
      {
        resumed: stored.matches.length,
        unreadable: stored.unreadable.length + outrights.unreadable.length,
        swept,
        fixtures: this.book.matches.size,
      },
      'sports venue ready',
    );
    if (this.options.autoRun) {
      this.timer = setInterval(() => {
        // A bug in one tick must not take the API down with it: log it and play on.
        try {
          this.tick();
        } catch (error) {
          this.log.error({ err: error }, 'sports engine tick failed');
        }
      }, ENGINE_TICK_MS);
      // Never the reason the process stays alive.
      this.timer.unref();
    }
  }

  /** Stops the engine and waits for settlements under way, so closing the database cuts no transaction. */
  async stop(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.hub.closeAll();
    await this.settlement.idle();
  }

  /** One engine step at the app's clock: play, move prices, push the batch, decide due delays, save states. */
  tick(nowMs: number = this.clock().getTime()): void {
    this.engine.tick(nowMs);
    this.delays.resolveDue(nowMs);
    if (nowMs >= this.nextStateWrite && this.dirty.size > 0 && !this.writing) {
      this.nextStateWrite = nowMs + STATE_WRITE_EVERY_MS;
      const matches = [...this.dirty];
      this.dirty.clear();
      this.writing = true;
      this.db
        .transaction((tx) => saveMatchStates(tx, matches, new Date(nowMs)))
        .catch((error: unknown) => this.log.error({ err: error }, 'saving live sports states failed'))
        .finally(() => {
          this.writing = false;
        });
    }
  }

  placeBet(memberId: number, requestId: string, input: PlaceBetInput, now: Date): Promise<PlaceBetAnswer> {
    return placeBet(
      {
        db: this.db,
        book: this.book,
        delayMs: this.options.betDelayMs,
        onDelayed: (id, due) => this.delays.schedule(id, due),
      },
      memberId,
      requestId,
      input,
      now,
    );
  }

  /** The member's tickets, delayed ones decided first when their time has come. */
  async ticketStatus(
    memberId: number,
    ticketIds: readonly string[],
    now: Date,
  ): Promise<SportsResponse<'ticketStatus'>> {
    await this.delays.resolveIfDue(ticketIds, now.getTime());
    const tickets = await memberTickets(this.db, memberId, ticketIds);
    const wallet = await readWalletFigures(this.db, memberId);
    return { tickets, balance: fenToYuan(wallet.centerFen) };
  }

  setFeedRate(rate: number): number {
    this.engine.rate = rate;
    return rate;
  }

  /** testSportsPrice: one price set by hand (an outright's too) and pushed. */
  setPrice(gameId: string, w: string, r: string, odds: number, nowMs: number): number {
    if (w === 'FS') {
      const entrant = this.book.outrights.get(gameId)?.def.entrants.find((e) => e.rtype === r);
      if (entrant === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '未找到该投注项');
      entrant.odds = Math.round(odds * 100) / 100;
      return entrant.odds;
    }
    const hit = this.book.findMarket(gameId, w);
    if (hit === null) throw new DomainError(ResponseCode.NOT_FOUND, '未找到该盘口');
    const price = this.engine.setPrice(hit.market, r, odds, nowMs);
    if (Number.isNaN(price)) throw new DomainError(ResponseCode.INVALID_PARAMETER, '该盘口没有这个投注项');
    return price;
  }

  /**
   * testFinishMatch: ends a match now with its final score and settles it. On an outright, `home` is
   * the winning entrant's place in its rates (1 the first) and `away` is not used.
   */
  async finish(gameId: string, home: number, away: number, nowMs: number): Promise<number> {
    const outright = this.book.outrights.get(gameId);
    if (outright !== undefined) {
      const winner = outright.def.entrants[home - 1];
      if (winner === undefined)
        throw new DomainError(
          ResponseCode.INVALID_PARAMETER,
          `冠军盘请以 home 指定获胜选项的序号（1 至 ${outright.def.entrants.length}）`,
        );
      outright.open = false;
      this.book.retireOutright(gameId);
      return this.settlement.settleOutright(outright.def, winner.rtype);
    }
    const match = this.book.findMatch(gameId);
    if (match === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '未找到该比赛，可能已经结束');
    this.engine.finishNow(match, home, away, nowMs);
    return this.settlement.settleMatch(match);
  }
}
