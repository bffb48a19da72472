import type { ProtectionLimitKind, ProtectionPeriod } from 'shared/contract';
import type { Queryable } from '../db/database';

/** A raise or a removal waits this long, so a decision taken in the heat of play can be reconsidered. */
export const RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

export const LIMIT_KINDS: readonly ProtectionLimitKind[] = ['deposit', 'loss'];
export const PERIODS: readonly ProtectionPeriod[] = ['day', 'week', 'month'];

export interface LimitRow {
  kind: ProtectionLimitKind;
  period: ProtectionPeriod;
  /** In force; null: none. */
  amountFen: number | null;
  /** With pendingAt: the value from then on (null: removed). */
  pendingFen: number | null;
  pendingAt: Date | null;
}

interface RawRow {
  kind: ProtectionLimitKind;
  period: ProtectionPeriod;
  amountFen: string | number | null;
  pendingFen: string | number | null;
  pendingAt: Date | string | null;
}

const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** Pending changes whose 24 h have passed take effect: done on every read, so no timer is needed. */
export async function applyDueChanges(db: Queryable, memberId: number, now: Date): Promise<void> {
  await db.query(
    `update protection_limits set amount_fen = pending_fen, pending_fen = null, pending_at = null, updated_at = pending_at
      where member_id = $1 and pending_at is not null and pending_at <= $2`,
    [memberId, now],
  );
}

/** The member's limits as they stand at `now`, one per kind and period (absent rows: no limit). */
export async function readLimits(db: Queryable, memberId: number, now: Date): Promise<LimitRow[]> {
  await applyDueChanges(db, memberId, now);
  const rows = await db.query<RawRow>(
    `select kind, period, amount_fen as "amountFen", pending_fen as "pendingFen", pending_at as "pendingAt"
       from protection_limits where member_id = $1`,
    [memberId],
  );
  return LIMIT_KINDS.flatMap((kind) =>
    PERIODS.map((period): LimitRow => {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      if (row === undefined) return { kind, period, amountFen: null, pendingFen: null, pendingAt: null };
      return {
        kind,
        period,
        amountFen: num(row.amountFen),
        pendingFen: num(row.pendingFen),
        pendingAt: row.pendingAt === null ? null : new Date(row.pendingAt),
      };
    }),
  );
}

/** What a request to set `wantedFen` (null: remove) does, given the limit in force. */
export function limitChange(
  currentFen: number | null,
  wantedFen: number | null,
  now: Date,
): { amountFen: number | null; pendingFen: number | null; pendingAt: Date | null } {
  const tighter = wantedFen !== null && (currentFen === null || wantedFen <= currentFen);
  // Tighter protection applies at once and cancels a raise still waiting.
  if (tighter) return { amountFen: wantedFen, pendingFen: null, pendingAt: null };
  // Removing a limit that is not there: nothing to wait for (and a pending raise is withdrawn).
  if (currentFen === null) return { amountFen: null, pendingFen: null, pendingAt: null };
  return { amountFen: currentFen, pendingFen: wantedFen, pendingAt: new Date(now.getTime() + RAISE_DELAY_MS) };
}

export async function setLimit(
  tx: Queryable,
  memberId: number,
  kind: ProtectionLimitKind,
  period: ProtectionPeriod,
  wantedFen: number | null,
  now: Date,
): Promise<void> {
  const current = (await readLimits(tx, memberId, now)).find((l) => l.kind === kind && l.period === period);
  const next = limitChange(current?.amountFen ?? null, wantedFen, now);
  await tx.query(
    `insert into protection_limits (member_id, kind, period, amount_fen, pending_fen, pending_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (member_id, kind, period) do update
       set amount_fen = excluded.amount_fen, pending_fen = excluded.pending_fen, pending_at = excluded.pending_at, updated_at = excluded.updated_at`,
    [memberId, kind, period, next.amountFen, next.pendingFen, next.pendingAt, now],
  );
}
