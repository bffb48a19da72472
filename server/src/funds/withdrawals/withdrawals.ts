import { ResponseCode, type WithdrawOrder } from 'shared/contract';
import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { beijingDate, beijingDayStart } from '../../time/beijing';
import { applyBalanceChange, InsufficientFundsError } from '../../wallet/ledger';
import { yuanToFen } from '../../wallet/money';
import { oncePerRequest } from '../../wallet/once-per-request';
import { findAccount } from '../payout-accounts/payout-accounts';
import { loadPayoutOwner, requireVerifiedOwner } from '../payout-accounts/payout-owner';
import { turnoverOf } from './turnover';
import { dailyWithdrawalsOf, feeFen, USDT_WITHDRAW_RATE, usdtFor, WITHDRAW_LIMITS } from './withdraw-config';
import { ORDER_COLUMNS, newOrderNo, orderView, type OrderRow } from './withdraw-orders';
import { checkWithdrawPassword } from './withdraw-password';

export const WITHDRAW_NEW_PATH = '/fd/api/v1/withdraw/new';

export interface WithdrawRequest {
  accountId: number;
  amount: number;
  password?: string | undefined;
}

/** Yuan with at most two decimals, above zero; 6007 otherwise. */
function amountFen(amount: number): number {
  let fen: number;
  try {
    fen = yuanToFen(amount);
  } catch {
    throw new DomainError(ResponseCode.INVALID_PARAMETER, '提款金额最多保留两位小数');
  }
  if (fen <= 0) throw new DomainError(ResponseCode.INVALID_PARAMETER, '请输入正确的提款金额');
  return fen;
}

/** Pending and approved withdrawals of each kind since the start of today, Beijing time. */
export async function todayCounts(
  db: Queryable,
  memberId: number,
  now: Date,
): Promise<{ bank: number; coin: number; alipay: number }> {
  const rows = await db.query<{ kind: 'bank' | 'coin' | 'alipay'; count: number }>(
    `select kind, count(*)::int as count from withdraw_orders
      where member_id = $1 and status <> 'refused' and created_at >= $2 group by kind`,
    [memberId, beijingDayStart(beijingDate(now))],
  );
  const counts = { bank: 0, coin: 0, alipay: 0 };
  for (const row of rows) counts[row.kind] = row.count;
  return counts;
}

/**
 * withdraw/new, once per request id: checks the password before the transaction (7302 / 6100 / 6037), the account (6004), the
 * amount (6007, 7303), the day's count of the kind against the member's VIP grade (7304), the
 * turnover (7305) and the balance (7101), then in
 * one transaction debits the centre wallet (ledger 'withdraw'), adds the amount to the locked money
 * and writes the pending order; finance decides it in the console (desk/desk-decisions.ts).
 */
export async function createWithdrawal(
  db: Database,
  memberId: number,
  requestId: string,
  input: WithdrawRequest,
  now: Date,
): Promise<WithdrawOrder> {
  const fen = amountFen(input.amount);
  requireVerifiedOwner(await loadPayoutOwner(db, memberId));
  // Before the transaction: a wrong password is counted even though the withdrawal rolls back.
  await checkWithdrawPassword(db, memberId, input.password, now);
  return oncePerRequest(db, { memberId, requestId, path: WITHDRAW_NEW_PATH, body: input }, now, async (tx) => {
    const account = await findAccount(tx, memberId, input.accountId);
    const limits = WITHDRAW_LIMITS[account.kind];
    if (fen < limits.minFen || fen > limits.maxFen) {
      throw new DomainError(
        ResponseCode.WITHDRAW_AMOUNT_OUT_OF_RANGE,
        `单笔提款金额需在${limits.minFen / 100}-${limits.maxFen / 100}元之间`,
      );
    }
    // Serialises this member's withdrawals, so the day's count and the turnover cannot be raced.
    await tx.query('select member_id from wallets where member_id = $1 for update', [memberId]);
    const [counts, daily] = await Promise.all([todayCounts(tx, memberId, now), dailyWithdrawalsOf(tx, memberId)]);
    if (counts[account.kind] >= daily) throw new DomainError(ResponseCode.WITHDRAW_DAILY_LIMIT);
    const turnover = await turnoverOf(tx, memberId);
    if (turnover.remainingFen > 0) {
      throw new DomainError(
        ResponseCode.WITHDRAW_TURNOVER_UNMET,
        `流水未达标，还需投注${turnover.remainingFen / 100}元才能提款`,
        {
          turnoverRemaining: turnover.remainingFen / 100,
        },
      );
    }
    const orderNo = newOrderNo(now);
    try {
      await applyBalanceChange(
        tx,
        { memberId, venueId: null, kind: 'withdraw', amountFen: -fen, requestId, remark: `提款 ${orderNo}` },
        now,
      );
    } catch (error) {
      if (error instanceof InsufficientFundsError)
        throw new DomainError(ResponseCode.INSUFFICIENT_BALANCE, '中心钱包余额不足');
      throw error;
    }
    await tx.query('update wallets set locked_fen = locked_fen + $2, updated_at = $3 where member_id = $1', [
      memberId,
      fen,
      now,
    ]);
    const fee = feeFen(limits, fen);
    const isCoin = account.kind === 'coin';
    const rows = await tx.query<OrderRow>(
      `insert into withdraw_orders (order_no, member_id, account_id, kind, account_name, account_masked, amount_fen, fee_fen,
                                    usdt_amount, rate, request_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning ${ORDER_COLUMNS}`,
      [
        orderNo,
        memberId,
        account.id,
        account.kind,
        account.name,
        account.masked,
        fen,
        fee,
        isCoin ? usdtFor(fen - fee, USDT_WITHDRAW_RATE) : null,
        isCoin ? USDT_WITHDRAW_RATE : null,
        requestId,
        now,
      ],
    );
    const row = rows[0];
    if (row === undefined) throw new Error('inserting a withdraw order returned no row');
    return orderView(row);
  });
}

/**
 * The back office's decision on one pending order, inside the caller's transaction (which also writes
 * its audit row): approval releases the locked money (it has left); refusal releases it and gives it
 * back to the centre wallet (ledger 'withdraw_refund', keyed on the order so it can happen once).
 * 6004 for an unknown order, 7307 for one already decided.
 */
export async function decideWithdrawal(
  tx: Queryable,
  orderNo: string,
  approve: boolean,
  remark: string,
  now: Date,
): Promise<WithdrawOrder> {
  const rows = await tx.query<OrderRow>(
    `update withdraw_orders set status = $2, remark = $3, reviewed_at = $4
      where order_no = $1 and status = 'pending' returning ${ORDER_COLUMNS}`,
    [orderNo, approve ? 'approved' : 'refused', approve ? remark : remark || '审核未通过，款项已退回中心钱包', now],
  );
  const row = rows[0];
  if (row === undefined) {
    const known = await tx.query('select 1 from withdraw_orders where order_no = $1', [orderNo]);
    throw known.length === 0
      ? new DomainError(ResponseCode.NOT_FOUND, '提款订单不存在')
      : new DomainError(ResponseCode.WITHDRAW_ORDER_CLOSED);
  }
  await tx.query('update wallets set locked_fen = locked_fen - $2, updated_at = $3 where member_id = $1', [
    row.memberId,
    row.amountFen,
    now,
  ]);
  if (!approve) {
    await applyBalanceChange(
      tx,
      {
        memberId: row.memberId,
        venueId: null,
        kind: 'withdraw_refund',
        amountFen: row.amountFen,
        requestId: `review:${orderNo}`,
        remark: `提款退回 ${orderNo}`,
      },
      now,
    );
  }
  return orderView(row);
}
