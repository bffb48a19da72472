import type { FastifyBaseLogger } from 'fastify';
import type { BetResultCode } from 'shared/contract';
import type { Database, Queryable } from '../../db/database';
import { playInfo } from '../rules/plays';
import type { LiveMatch } from '../model/live-match';
import type { OutrightDef } from '../model/outright';
import { cancelMatchRow, finishMatchRow, settleOutrightRow } from '../store/match-store';
import type { LegRow } from '../store/ticket-rows';
import { legResult, outrightLegResult, type FinalScore } from './leg-result';
import { settleLegs, type LegVerdict } from './settle-legs';

/** Legs still open on a fixture, of tickets that are (or were) standing: delayed ones are decided by the delay check. */
const OPEN_LEGS_OF_MATCH = `select l.* from sports_ticket_legs l join sports_tickets t using (ticket_id)
  where l.match_id = $1 and l.result is null and t.status in ('accepted', 'settled') order by l.ticket_id, l.position`;
const OPEN_LEGS_OF_OUTRIGHT = `select l.* from sports_ticket_legs l join sports_tickets t using (ticket_id)
  where l.outright_id = $1 and l.result is null and t.status in ('accepted', 'settled') order by l.ticket_id, l.position`;

/** The verdict of a match leg from the final (and half-time) score. */
export function matchVerdict(leg: LegRow, score: FinalScore): LegVerdict {
  const result = legResult(
    {
      sport: leg.sport,
      w: leg.w,
      r: leg.r,
      ratio: leg.ratio,
      strong: leg.strong,
      betScore:
        leg.bet_score_h === null || leg.bet_score_c === null ? null : { home: leg.bet_score_h, away: leg.bet_score_c },
    },
    score,
  );
  const shown = playInfo(leg.w).half ? score.half : score;
  return { result, finalScore: shown === null ? null : `${shown.home}-${shown.away}` };
}

/**
 * Settles tickets as fixtures end. Work runs one job at a time (the engine may end several matches in
 * one tick while a test finishes another), and asking twice for the same fixture waits for the first.
 */
export class Settlement {
  private chain: Promise<unknown> = Promise.resolve();
  private readonly running = new Map<string, Promise<number>>();

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A finished match: its final score settles every open leg. Resolves to the tickets settled. */
  settleMatch(match: LiveMatch): Promise<number> {
    const { state } = match;
    if (state.status === 'cancelled') return this.voidMatch(match.fixture.gameId, 'DD');
    const score: FinalScore = {
      home: state.scoreH,
      away: state.scoreC,
      half: state.halfH === null || state.halfC === null ? null : { home: state.halfH, away: state.halfC },
    };
    return this.once(match.fixture.gameId, async (tx, now) => {
      await finishMatchRow(tx, match, now);
      const legs = await tx.query<LegRow>(OPEN_LEGS_OF_MATCH, [match.fixture.gameId]);
      return settleLegs(tx, legs, (leg) => matchVerdict(leg, score), now);
    });
  }

  /** A fixture called off (DD postponed) or lost (D0): every open leg is void and its stake comes back. */
  voidMatch(gameId: string, code: BetResultCode): Promise<number> {
    return this.once(gameId, async (tx, now) => {
      await cancelMatchRow(tx, gameId, code, now);
      const legs = await tx.query<LegRow>(OPEN_LEGS_OF_MATCH, [gameId]);
      return settleLegs(tx, legs, () => ({ result: code, finalScore: null }), now);
    });
  }

  /** An outright closed with `winner` (an rtype). */
  settleOutright(def: OutrightDef, winner: string): Promise<number> {
    const name = def.entrants.find((e) => e.rtype === winner)?.name ?? winner;
    return this.once(def.gameId, async (tx, now) => {
      await settleOutrightRow(tx, def.gameId, winner, now);
      const legs = await tx.query<LegRow>(OPEN_LEGS_OF_OUTRIGHT, [def.gameId]);
      return settleLegs(tx, legs, (leg) => ({ result: outrightLegResult(leg.r, winner), finalScore: name }), now);
    });
  }

  /** Resolves once every job asked for so far is done. */
  async idle(): Promise<void> {
    await this.chain;
  }

  /** Runs a job after the ones before it, each in one transaction; a second ask for the same id shares the first. */
  run(key: string, job: (tx: Queryable, now: Date) => Promise<number>): Promise<number> {
    return this.once(key, job);
  }

  private once(key: string, job: (tx: Queryable, now: Date) => Promise<number>): Promise<number> {
    const known = this.running.get(key);
    if (known !== undefined) return known;
    const result = this.chain.then(() => this.db.transaction((tx) => job(tx, this.clock())));
    const settled = result.finally(() => this.running.delete(key));
    this.running.set(key, settled);
    this.chain = settled.catch((error: unknown) => this.log.error({ err: error, key }, 'sports settlement failed'));
    return settled;
  }
}
