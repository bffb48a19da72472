import type { Queryable } from '../db/database';

export type LedgerKind =
  | 'opening'
  | 'deposit'
  | 'withdraw'
  | 'withdraw_refund'
  | 'transfer_in'
  | 'transfer_out'
  | 'bet'
  | 'payout'
  | 'bet_refund'
  | 'bonus'
  | 'rebate'
  | 'adjust';

export interface BalanceChange {
  memberId: number;
  /** null for the centre wallet. */
  venueId: number | null;
  kind: LedgerKind;
  /** Signed: positive credits, negative debits. */
  amountFen: number;
  requestId: string | null;
  remark: string;
  /**
   * Absent: a CNY wallet (centre or venue, amounts in fen). 'USDT': the member's USDT wallet in
   * coin_wallets (venueId must be null; amounts in hundredths of a USDT). Never part of CNY totals.
   */
  currency?: 'USDT';
}

/** A debit larger than the wallet holds. Callers map it to their own response code. */
export class InsufficientFundsError extends Error {
  constructor(readonly change: BalanceChange) {
    super(`wallet of member ${change.memberId} cannot pay ${-change.amountFen} fen`);
    this.name = 'InsufficientFundsError';
  }
}

/**
 * The only way a balance changes: moves one wallet and writes the ledger row that explains it.
 * `tx` must be a transaction, so the two writes (and the caller's other half of a transfer) commit
 * together. The conditional update makes the check and the debit one atomic statement, so two
 * concurrent debits cannot both pass a balance check made earlier.
 */
export async function applyBalanceChange(tx: Queryable, change: BalanceChange, now: Date): Promise<number> {
  if (!Number.isSafeInteger(change.amountFen) || change.amountFen === 0) {
    throw new RangeError(`ledger amount must be a non-zero whole number of fen, got ${change.amountFen}`);
  }
  if (change.currency === 'USDT' && change.venueId !== null)
    throw new RangeError('a USDT ledger row belongs to no venue');
  const updated =
    change.currency === 'USDT'
      ? await moveCoinWallet(tx, change, 'USDT', now)
      : change.amountFen > 0
        ? await credit(tx, change, now)
        : await debit(tx, change, now);
  const balance = updated[0]?.balance;
  if (balance === undefined) throw new InsufficientFundsError(change);
  await tx.query(
    `insert into ledger (member_id, venue_id, kind, amount_fen, balance_after_fen, request_id, remark, created_at, currency)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      change.memberId,
      change.venueId,
      change.kind,
      change.amountFen,
      balance,
      change.requestId,
      change.remark,
      now,
      change.currency ?? 'CNY',
    ],
  );
  return balance;
}

/** Credits create the wallet row on first use (a venue wallet appears with the first transfer in). */
function credit(tx: Queryable, change: BalanceChange, now: Date): Promise<{ balance: number }[]> {
  return change.venueId === null
    ? tx.query(
        `insert into wallets (member_id, balance_fen, updated_at) values ($1, $2, $3)
         on conflict (member_id) do update set balance_fen = wallets.balance_fen + excluded.balance_fen, updated_at = $3
         returning balance_fen as balance`,
        [change.memberId, change.amountFen, now],
      )
    : tx.query(
        `insert into venue_wallets (member_id, venue_id, balance_fen, updated_at) values ($1, $2, $3, $4)
         on conflict (member_id, venue_id) do update set balance_fen = venue_wallets.balance_fen + excluded.balance_fen, updated_at = $4
         returning balance_fen as balance`,
        [change.memberId, change.venueId, change.amountFen, now],
      );
}

/** Debits touch no row (and so report insufficient funds) when the wallet is missing or too small. */
function debit(tx: Queryable, change: BalanceChange, now: Date): Promise<{ balance: number }[]> {
  return change.venueId === null
    ? tx.query(
        `update wallets set balance_fen = balance_fen + $2, updated_at = $3
          where member_id = $1 and balance_fen + $2 >= 0
          returning balance_fen as balance`,
        [change.memberId, change.amountFen, now],
      )
    : tx.query(
        `update venue_wallets set balance_fen = balance_fen + $3, updated_at = $4
          where member_id = $1 and venue_id = $2 and balance_fen + $3 >= 0
          returning balance_fen as balance`,
        [change.memberId, change.venueId, change.amountFen, now],
      );
}

/** A coin wallet: credits create the row on first use; debits touch no row when it is missing or too small. */
function moveCoinWallet(
  tx: Queryable,
  change: BalanceChange,
  currency: 'USDT',
  now: Date,
): Promise<{ balance: number }[]> {
  return change.amountFen > 0
    ? tx.query(
        `insert into coin_wallets (member_id, currency, balance_cents, updated_at) values ($1, $2, $3, $4)
         on conflict (member_id, currency) do update set balance_cents = coin_wallets.balance_cents + excluded.balance_cents, updated_at = $4
         returning balance_cents as balance`,
        [change.memberId, currency, change.amountFen, now],
      )
    : tx.query(
        `update coin_wallets set balance_cents = balance_cents + $3, updated_at = $4
          where member_id = $1 and currency = $2 and balance_cents + $3 >= 0
          returning balance_cents as balance`,
        [change.memberId, currency, change.amountFen, now],
      );
}
