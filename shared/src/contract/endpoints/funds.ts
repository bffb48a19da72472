import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { moneySchema } from '../common';

export const getBalance = defineEndpoint({
  path: '/fd/api/v1/transfer/getBalance',
  request: z.object({ withLockMoney: z.boolean().default(true) }),
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
export const dealTypeSchema = z.enum(['all', 'deposit', 'withdraw', 'transfer', 'bet', 'payout', 'bonus', 'other']);
export type DealType = z.output<typeof dealTypeSchema>;

const beijingDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const dealRecordSchema = z.object({
  id: z.number().int(),
  type: dealTypeSchema.exclude(['all']),
  /** The ledger kind, finer than `type` (transfer_in, withdraw_refund, ...). */
  kind: z.string(),
  /** Signed: positive credits, negative debits of the wallet named. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  /** The venue code, or null for the centre wallet. */
  channelCode: z.string().nullable(),
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
    type: dealTypeSchema.default('all'),
    beginTime: beijingDaySchema,
    endTime: beijingDaySchema,
    pageNum: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(10),
  }),
  response: z.object({
    list: z.array(dealRecordSchema),
    total: z.number().int().min(0),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    totalIncome: moneySchema,
    totalExpense: moneySchema,
  }),
  auth: true,
});
