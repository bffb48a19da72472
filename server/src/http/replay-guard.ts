import {
  addFeedBack,
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
  [addFeedBack, closeDepositOrder, confirmInfo, launchGame, paymentPay, utcTransfer, venueRecycle, venueResource, venueTransfer, welfareClaim, withdrawNew].map(
    (endpoint) => endpoint.path,
  ),
);

/** Above this many remembered ids, expired ones are swept before the next is added. */
const SWEEP_ABOVE = 50_000;

/**
 * Request ids seen within the signature's validity: a signed call is only accepted while its
 * x-timestamp is within MAX_CLOCK_SKEW_MS of the clock, so an id needs remembering until its
 * timestamp plus that skew and no longer. One process's memory: a deployment with several API
 * processes behind one address needs this table shared (the database or a cache) instead.
 */
export class ReplayGuard {
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
