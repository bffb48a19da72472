import type { Queryable } from '../db/database';
import {
  addFeedBack,
  cashOut,
  closeDepositOrder,
  confirmInfo,
  launchGame,
  paymentPay,
  utcTransfer,
  venueRecycle,
  venueResource,
  venueTransfer,
  welfareClaim,
  withdrawNew,
} from 'shared/contract';

/**
 * Endpoints whose handlers run once per request id (wallet/once-per-request, sports placeBet): a
 * repeated id reaches them and gets the first call's stored answer, or 7601 when the body differs.
 * That is what makes a money call safe to retry after a dropped answer, so the replay guard lets their
 * repeats through. A new handler built on oncePerRequest belongs here too.
 */
export const IDEMPOTENT_PATHS: ReadonlySet<string> = new Set(
  [
    addFeedBack,
    cashOut,
    closeDepositOrder,
    confirmInfo,
    launchGame,
    paymentPay,
    utcTransfer,
    venueRecycle,
    venueResource,
    venueTransfer,
    welfareClaim,
    withdrawNew,
  ].map((endpoint) => endpoint.path),
);

/** What the pipeline asks of a replay guard: in one process's memory, or shared through the database. */
export interface ReplayIds {
  /** True the first time `requestId` is shown before `validUntilMs`; false for a repeat. */
  firstSighting(requestId: string, validUntilMs: number, nowMs: number): boolean | Promise<boolean>;
}

/** Above this many remembered ids, expired ones are swept before the next is added. */
const SWEEP_ABOVE = 50_000;

/**
 * Request ids seen within the signature's validity: a signed call is only accepted while its
 * x-timestamp is within MAX_CLOCK_SKEW_MS of the clock, so an id needs remembering until its
 * timestamp plus that skew and no longer. One process's memory: a deployment with several API
 * processes behind one address needs this table shared (the database or a cache) instead.
 */
export class ReplayGuard implements ReplayIds {
  private readonly seenUntil = new Map<string, number>();

  /** True the first time `requestId` is shown before `validUntilMs`; false for a repeat. */
  firstSighting(requestId: string, validUntilMs: number, nowMs: number): boolean {
    const until = this.seenUntil.get(requestId);
    if (until !== undefined && until >= nowMs) return false;
    if (this.seenUntil.size >= SWEEP_ABOVE) this.sweep(nowMs);
    this.seenUntil.set(requestId, Math.max(validUntilMs, until ?? 0));
    return true;
  }

  get size(): number {
    return this.seenUntil.size;
  }

  private sweep(nowMs: number): void {
    for (const [id, until] of this.seenUntil) if (until < nowMs) this.seenUntil.delete(id);
  }
}

/** Expired ids are deleted once every this many sightings (one statement, by the valid_until index). */
const SHARED_SWEEP_EVERY = 1_000;

/**
 * The replay guard of several API processes: the ids live in request_replay_ids (migration 020), so
 * a request replayed through another process is still a repeat. One statement decides: the insert
 * wins for a new id, an expired row is taken over, and a live row answers nothing (a repeat); two
 * processes showing one id at once are ordered by the primary key, so exactly one sees it first.
 */
export class SharedReplayGuard implements ReplayIds {
  private sightings = 0;

  constructor(private readonly db: Queryable) {}

  async firstSighting(requestId: string, validUntilMs: number, nowMs: number): Promise<boolean> {
    this.sightings += 1;
    if (this.sightings % SHARED_SWEEP_EVERY === 0)
      await this.db.query('delete from request_replay_ids where valid_until < $1', [new Date(nowMs)]);
    const rows = await this.db.query<{ first: boolean }>(
      `insert into request_replay_ids (request_id, valid_until) values ($1, $2)
       on conflict (request_id) do update set valid_until = excluded.valid_until
         where request_replay_ids.valid_until < $3
       returning true as first`,
      [requestId, new Date(validUntilMs), new Date(nowMs)],
    );
    return rows.length > 0;
  }
}
