import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { moneySchema } from '../common';
import { moneyStringSchema } from '../money-string';

export const getBalance = defineEndpoint({
  path: '/fd/api/v1/transfer/getBalance',
  request: z.object({ withLockMoney: z._default(z.boolean(), true) }),
  response: z.object({
    /** The centre wallet, the balance shown in the header. */
    centerWalletBalance: moneySchema,
    /** Money held by running withdrawals or activities; only sent when withLockMoney is true. */
    lockMoney: moneySchema,
    /** Centre wallet plus every venue wallet (the category-8 total of SPEC §3). */
    totalMoney: moneySchema,
  }),
  auth: true,
});

/** Deal-record types of the records page; each groups ledger kinds (server/src/funds/records). */
/** What a ledger row was; the records filter adds 'all'. */
export const dealKindSchema = z.enum(['deposit', 'withdraw', 'transfer', 'bet', 'payout', 'bonus', 'other']);

export const dealTypeSchema = z.enum(['all', ...dealKindSchema.options]);
export type DealType = z.output<typeof dealTypeSchema>;

const beijingDaySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const dealRecordSchema = z.object({
  id: z.int(),
  type: dealKindSchema,
  /** The ledger kind, finer than `type` (transfer_in, withdraw_refund, ...). */
  kind: z.string(),
  /** Signed: positive credits, negative debits of the wallet named. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  /** The venue code, or null for the centre wallet. */
  channelCode: z.nullable(z.string()),
  walletName: z.string(),
  remark: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type DealRecord = z.output<typeof dealRecordSchema>;

/**
 * transactions/queryDealRecord (payload designed here): the member's ledger rows, newest first, in a
 * Beijing-day range (both ends included, at most 90 days), filtered by type, paged, with the
 * credit and debit totals of the whole filtered range. A bad range answers 6007.
 */
export const queryDealRecord = defineEndpoint({
  path: '/fd/api/v1/transactions/queryDealRecord',
  request: z.object({
    type: z._default(dealTypeSchema, 'all'),
    beginTime: beijingDaySchema,
    endTime: beijingDaySchema,
    pageNum: z._default(z.int().check(z.gte(1)), 1),
    pageSize: z._default(z.int().check(z.gte(1), z.lte(100)), 10),
  }),
  response: z.object({
    list: z.array(dealRecordSchema),
    total: z.int().check(z.gte(0)),
    pageNum: z.int().check(z.gte(1)),
    pageSize: z.int().check(z.gte(1)),
    totalIncome: moneySchema,
    totalExpense: moneySchema,
  }),
  auth: true,
});

/**
 * USDT wallet (designed here; not shown in the spec). The member holds a USDT wallet beside the CNY
 * centre wallet; it is never part of the CNY totals (getBalance, venue/allBalance). Rates are CNY
 * per 1 USDT with two decimals: `buyRate` is what the member pays for 1 USDT (centre → USDT),
 * `sellRate` what the member receives for 1 USDT (USDT → centre), sellRate ≤ buyRate.
 *
 * Rounding, once for both directions: the converted amount is cut down to whole hundredths
 * (toUsdt: floor(cnyFen × 100 / buyRateFen) USDT cents; toCny: floor(usdtCents × sellRateFen / 100)
 * fen), so the player loses at most 0.01 of the target currency and never gains by rounding.
 * `convertAtRate` below is the one implementation, used by the server and the client preview.
 */
export const usdtDirectionSchema = z.enum(['toUsdt', 'toCny']);
export type UsdtDirection = z.output<typeof usdtDirectionSchema>;

export const getTransferRate = defineEndpoint({
  path: '/fd/api/v1/transfer/getTransferRate',
  request: z.object({}),
  response: z.object({
    currency: z.literal('USDT'),
    /** CNY paid per 1 USDT when converting centre → USDT. */
    buyRate: moneySchema,
    /** CNY received per 1 USDT when converting USDT → centre. */
    sellRate: moneySchema,
    /** The USDT wallet (USDT, two decimals). */
    usdtBalance: moneySchema,
    centerWalletBalance: moneySchema,
    /** Limits of the USDT side of a conversion, either direction (USDT). */
    minUsdt: moneySchema,
    maxUsdt: moneySchema,
    /** ISO instant the rates were published. */
    updatedAt: z.string(),
  }),
  auth: true,
});

/**
 * transfer/utcTransfer: converts `amount` (a string in the source currency: CNY for toUsdt, USDT for
 * toCny; the §5 amount rule) at the rate the player saw (`rate`: buyRate for toUsdt, sellRate for
 * toCny). A money call: one x-request-id per action. Refusals change nothing: 6007 bad amount,
 * 7101 the source wallet is short, 7402 the USDT side is outside [minUsdt, maxUsdt] (or converts to
 * nothing), 7401 the rate moved — `data` is then the current getTransferRate answer, to offer it.
 */
export const utcTransfer = defineEndpoint({
  path: '/fd/api/v1/transfer/utcTransfer',
  request: z.object({
    direction: usdtDirectionSchema,
    amount: moneyStringSchema,
    rate: moneySchema,
  }),
  response: z.object({
    direction: usdtDirectionSchema,
    /** Debited from the source wallet, in its currency. */
    amount: moneySchema,
    /** Credited to the target wallet, in its currency. */
    converted: moneySchema,
    rate: moneySchema,
    centerWalletBalance: moneySchema,
    usdtBalance: moneySchema,
  }),
  auth: true,
});

/**
 * The conversion of `sourceHundredths` (fen for toUsdt, USDT cents for toCny) at `rateFen` (CNY fen
 * per 1 USDT) into hundredths of the target currency, rounded down (the player's disfavour, < 0.01).
 */
export function convertAtRate(direction: UsdtDirection, sourceHundredths: number, rateFen: number): number {
  return direction === 'toUsdt'
    ? Math.floor((sourceHundredths * 100) / rateFen)
    : Math.floor((sourceHundredths * rateFen) / 100);
}
