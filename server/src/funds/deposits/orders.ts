import { randomBytes, randomInt } from 'node:crypto';
import type { DepositOrderStatus } from 'shared/contract';
import type { Database, Queryable } from '../../db/database';
import { applyBalanceChange } from '../../wallet/ledger';
import { recomputeGrade } from '../../vip/recompute-grade';
import { onDepositConfirmed } from '../../promotions/deposit-hook';
import { assertMayPlay } from '../../protection/assert-may-play';
import type { ChannelDefinition } from './channels';

/** An order is paid within this window or expires. */
export const DEPOSIT_WINDOW_MS = 30 * 60 * 1000;

/** Open (created or waiting) orders a member may hold at once. */
export const MAX_OPEN_ORDERS = 5;

export interface DepositOrderRow {
  orderNo: string;
  memberId: number;
  siteId: string;
  channelId: string;
  amountFen: number;
  status: DepositOrderStatus;
  depositorName: string;
  /** The 附言码 of a bank-transfer order; '' for other channels. */
  reference: string;
  cashierToken: string;
  createdAt: Date;
  expiresAt: Date;
  finishedAt: Date | null;
}

const COLUMNS = `order_no as "orderNo", member_id as "memberId", site_id as "siteId", channel_id as "channelId",
  amount_fen as "amountFen", status, depositor_name as "depositorName", reference, cashier_token as "cashierToken",
  created_at as "createdAt", expires_at as "expiresAt", finished_at as "finishedAt"`;

/** Drivers differ in how they hand back timestamps; rows leave this module with Dates. */
function normalise(row: DepositOrderRow): DepositOrderRow {
  return {
    ...row,
    amountFen: Number(row.amountFen),
    createdAt: new Date(row.createdAt),
    expiresAt: new Date(row.expiresAt),
    finishedAt: row.finishedAt === null ? null : new Date(row.finishedAt),
  };
}

function first(rows: DepositOrderRow[]): DepositOrderRow | null {
  const row = rows[0];
  return row === undefined ? null : normalise(row);
}

/** CK + the time to the second + 6 random digits: readable on the phone to customer service. */
export function newOrderNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `CK${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Letters and digits a player cannot misread or mistype (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The 附言码 of a bank transfer: 8 characters, about 10^12 choices, so two open orders never share one in practice. */
export function newReference(): string {
  return Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(0, REFERENCE_ALPHABET.length)]).join('');
}

/** The same reference as read off a statement: spaces and case do not matter. */
export function normaliseReference(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

export interface NewOrder {
  memberId: number;
  siteId: string;
  channel: ChannelDefinition;
  amountFen: number;
  depositorName: string;
}

/**
 * Creates an order (created) and hands it to the simulated provider, which accepts it at once
 * (waiting): two guarded steps in the caller's transaction, so an order is never seen half-made.
 */
export async function createOrder(tx: Queryable, order: NewOrder, now: Date): Promise<DepositOrderRow> {
  await assertMayPlay(tx, order.memberId, now, { kind: 'deposit', amountFen: order.amountFen });
  const orderNo = newOrderNo(now);
  await tx.query(
    `insert into deposit_orders (order_no, member_id, site_id, channel_id, amount_fen, status, depositor_name, reference, cashier_token, created_at, expires_at)
     values ($1, $2, $3, $4, $5, 'created', $6, $7, $8, $9, $10)`,
    [
      orderNo,
      order.memberId,
      order.siteId,
      order.channel.channelId,
      order.amountFen,
      order.depositorName,
      order.channel.waitKind === 'transfer' ? newReference() : '',
      randomBytes(16).toString('hex'),
      now,
      new Date(now.getTime() + DEPOSIT_WINDOW_MS),
    ],
  );
  const accepted = first(
    await tx.query<DepositOrderRow>(
      `update deposit_orders set status = 'waiting' where order_no = $1 and status = 'created' returning ${COLUMNS}`,
      [orderNo],
    ),
  );
  if (accepted === null) throw new Error(`deposit order ${orderNo} vanished while being created`);
  return accepted;
}

/** Open orders past their window become expired (finished at the end of the window). */
export async function expireDue(db: Queryable, now: Date, orderNo?: string): Promise<number> {
  const rows = await db.query<{ orderNo: string }>(
    `update deposit_orders set status = 'expired', finished_at = expires_at
      where status in ('created', 'waiting') and expires_at <= $1 and ($2::text is null or order_no = $2)
      returning order_no as "orderNo"`,
    [now, orderNo ?? null],
  );
  return rows.length;
}

export async function findOrder(db: Queryable, orderNo: string): Promise<DepositOrderRow | null> {
  return first(await db.query<DepositOrderRow>(`select ${COLUMNS} from deposit_orders where order_no = $1`, [orderNo]));
}

export async function findOrderByToken(db: Queryable, token: string): Promise<DepositOrderRow | null> {
  return first(
    await db.query<DepositOrderRow>(`select ${COLUMNS} from deposit_orders where cashier_token = $1`, [token]),
  );
}

/** The order as it is now: an open order past its window is expired first. */
export async function currentOrder(db: Queryable, orderNo: string, now: Date): Promise<DepositOrderRow | null> {
  await expireDue(db, now, orderNo);
  return findOrder(db, orderNo);
}

export async function countOpenOrders(db: Queryable, memberId: number, now: Date): Promise<number> {
  const rows = await db.query<{ open: number }>(
    `select count(*)::int as open from deposit_orders where member_id = $1 and status in ('created', 'waiting') and expires_at > $2`,
    [memberId, now],
  );
  return rows[0]?.open ?? 0;
}

export async function countPaidOrders(db: Queryable, memberId: number): Promise<number> {
  const rows = await db.query<{ paid: number }>(
    `select count(*)::int as paid from deposit_orders where member_id = $1 and status = 'paid'`,
    [memberId],
  );
  return rows[0]?.paid ?? 0;
}

export interface Confirmation {
  /** The order after the attempt (null: no such order). */
  order: DepositOrderRow | null;
  /** True only for the one confirmation that moved it to paid and credited the wallet. */
  credited: boolean;
}

/**
 * waiting → paid and the centre wallet credited, in the caller's transaction: null when the order is
 * not waiting inside its window. The status guard lets exactly one of any number of concurrent
 * confirmations through; a closed or expired order is not paid (its money would go back through the
 * provider).
 */
export async function payOrder(tx: Queryable, orderNo: string, now: Date): Promise<DepositOrderRow | null> {
  const paid = first(
    await tx.query<DepositOrderRow>(
      `update deposit_orders set status = 'paid', finished_at = $2
        where order_no = $1 and status = 'waiting' and expires_at > $2
        returning ${COLUMNS}`,
      [orderNo, now],
    ),
  );
  if (paid === null) return null;
  await applyBalanceChange(
    tx,
    {
      memberId: paid.memberId,
      venueId: null,
      kind: 'deposit',
      amountFen: paid.amountFen,
      requestId: `deposit:${paid.orderNo}`,
      remark: `存款订单 ${paid.orderNo}`,
    },
    now,
  );
  await recomputeGrade(tx, paid.memberId, now);
  // Deposit bonuses joined before and the inviter's friend reward commit with the deposit itself.
  await onDepositConfirmed(
    tx,
    { memberId: paid.memberId, siteId: paid.siteId, orderNo: paid.orderNo, amountFen: paid.amountFen },
    now,
  );
  return paid;
}

/** The provider reports the money arrived: the order paid and credited in one transaction. */
export async function confirmOrder(db: Database, orderNo: string, now: Date): Promise<Confirmation> {
  await expireDue(db, now, orderNo);
  return db.transaction(async (tx) => {
    const paid = await payOrder(tx, orderNo, now);
    return paid === null ? { order: await findOrder(tx, orderNo), credited: false } : { order: paid, credited: true };
  });
}

/** The member gives up an open order of their own: null when it is not open (or not theirs). */
export async function closeOpenOrder(
  tx: Queryable,
  memberId: number,
  orderNo: string,
  now: Date,
): Promise<DepositOrderRow | null> {
  return first(
    await tx.query<DepositOrderRow>(
      `update deposit_orders set status = 'closed', finished_at = $3
        where order_no = $1 and member_id = $2 and status in ('created', 'waiting') and expires_at > $3
        returning ${COLUMNS}`,
      [orderNo, memberId, now],
    ),
  );
}
