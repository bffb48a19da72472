import { convertAtRate, ResponseCode, type UsdtDirection } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { applyBalanceChange, InsufficientFundsError, type BalanceChange } from '../../wallet/ledger';
import { lockMember } from '../../wallet/member-lock';

/** The published USDT rates (CNY fen per 1 USDT) and the limits of the USDT side (USDT cents). */
export interface UsdtRates {
  buyRateFen: number;
  sellRateFen: number;
  minCents: number;
  maxCents: number;
  updatedAt: Date;
}

export async function readUsdtRates(db: Queryable): Promise<UsdtRates> {
  const rows = await db.query<UsdtRates>(
    `select buy_rate_fen as "buyRateFen", sell_rate_fen as "sellRateFen", min_cents::int as "minCents", max_cents::int as "maxCents", updated_at as "updatedAt"
       from coin_rates where currency = 'USDT'`,
  );
  const rates = rows[0];
  if (rates === undefined) throw new DomainError(ResponseCode.MAINTENANCE, 'USDT兑换暂未开放');
  return rates;
}

export async function readUsdtBalance(db: Queryable, memberId: number): Promise<number> {
  const rows = await db.query<{ cents: number }>(
    `select balance_cents as cents from coin_wallets where member_id = $1 and currency = 'USDT'`,
    [memberId],
  );
  return rows[0]?.cents ?? 0;
}

export interface UsdtOrder {
  memberId: number;
  direction: UsdtDirection;
  /** Hundredths of the source currency: fen for toUsdt, USDT cents for toCny. */
  sourceHundredths: number;
  /** The rate the player saw, CNY fen per 1 USDT. */
  seenRateFen: number;
  requestId: string;
}

export interface UsdtDone {
  rateFen: number;
  convertedHundredths: number;
  centerFen: number;
  usdtCents: number;
}

const money = (hundredths: number) => (hundredths / 100).toFixed(2);

async function debit(tx: Queryable, change: BalanceChange, now: Date, walletName: string): Promise<number> {
  try {
    return await applyBalanceChange(tx, change, now);
  } catch (error) {
    if (error instanceof InsufficientFundsError)
      throw new DomainError(ResponseCode.INSUFFICIENT_BALANCE, `${walletName}余额不足`);
    throw error;
  }
}

/**
 * One conversion between the centre wallet (CNY) and the USDT wallet, at the published rate, in the
 * caller's transaction (oncePerRequest): a debit row on the source wallet and a credit row on the
 * target wallet, each in its own currency. The rate row is read `for share`, so a rate change waits for
 * running conversions (and they for it) while conversions do not block one another. Refusals throw before anything moved (or roll the transaction back).
 */
export async function convertUsdt(
  tx: Queryable,
  order: UsdtOrder,
  now: Date,
  currentAnswer: (tx: Queryable) => Promise<unknown>,
): Promise<UsdtDone> {
  await lockMember(tx, order.memberId);
  const rates = (
    await tx.query<{ buy: number; sell: number; min: number; max: number }>(
      `select buy_rate_fen as buy, sell_rate_fen as sell, min_cents::int as min, max_cents::int as max from coin_rates where currency = 'USDT' for share`,
    )
  )[0];
  if (rates === undefined) throw new DomainError(ResponseCode.MAINTENANCE, 'USDT兑换暂未开放');
  const rateFen = order.direction === 'toUsdt' ? rates.buy : rates.sell;
  if (rateFen !== order.seenRateFen) {
    throw new DomainError(
      ResponseCode.RATE_CHANGED,
      `汇率已变动为${money(rateFen)}，请确认新汇率后再兑换`,
      await currentAnswer(tx),
    );
  }
  const converted = convertAtRate(order.direction, order.sourceHundredths, rateFen);
  const usdtSide = order.direction === 'toUsdt' ? converted : order.sourceHundredths;
  if (converted <= 0 || usdtSide < rates.min || usdtSide > rates.max) {
    throw new DomainError(
      ResponseCode.EXCHANGE_AMOUNT_OUT_OF_RANGE,
      `单笔兑换须在${money(rates.min)}至${money(rates.max)} USDT之间`,
    );
  }
  const base = { memberId: order.memberId, venueId: null, requestId: order.requestId };
  const seen = `汇率${money(rateFen)}`;
  if (order.direction === 'toUsdt') {
    const centerFen = await debit(
      tx,
      {
        ...base,
        kind: 'transfer_out',
        amountFen: -order.sourceHundredths,
        remark: `兑换${money(converted)} USDT（${seen}）`,
      },
      now,
      '中心钱包',
    );
    const usdtCents = await applyBalanceChange(
      tx,
      {
        ...base,
        currency: 'USDT',
        kind: 'transfer_in',
        amountFen: converted,
        remark: `由中心钱包${money(order.sourceHundredths)}元兑换（${seen}）`,
      },
      now,
    );
    return { rateFen, convertedHundredths: converted, centerFen, usdtCents };
  }
  const usdtCents = await debit(
    tx,
    {
      ...base,
      currency: 'USDT',
      kind: 'transfer_out',
      amountFen: -order.sourceHundredths,
      remark: `兑换${money(converted)}元至中心钱包（${seen}）`,
    },
    now,
    'USDT钱包',
  );
  const centerFen = await applyBalanceChange(
    tx,
    {
      ...base,
      kind: 'transfer_in',
      amountFen: converted,
      remark: `由${money(order.sourceHundredths)} USDT兑换（${seen}）`,
    },
    now,
  );
  return { rateFen, convertedHundredths: converted, centerFen, usdtCents };
}
