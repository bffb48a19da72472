import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyRequestSchema, moneySchema, pageOf, pageRequestSchema } from '../common';
import { payoutAccountSchema, payoutKindSchema } from './payout-accounts';

/**
 * The withdraw password and withdrawals (SPEC §7 Funds; shapes "not shown" there, designed here once).
 *
 * The withdraw password is six digits; like the login password it travels only as its MD5 digest.
 * It is asked at withdraw when the brand's `withdrawPasswordEnabled` flag is on; the server checks it
 * whenever one is sent (6100 when wrong, 7302 when none is set, 6037 while the member's password checks
 * are locked by wrong tries: SPEC §8 note).
 *
 * A withdrawal moves the amount out of the centre wallet into the locked money (ledger kind
 * 'withdraw'); the back office then approves it (the money leaves) or refuses it (ledger kind
 * 'withdraw_refund' gives it back, once). withdraw/new is a money call: one x-request-id per action.
 */
const md5 = z.string().check(z.regex(/^[a-f0-9]{32}$/));

export const WITHDRAW_PASSWORD_PATTERN = /^\d{6}$/;

export const withdrawPwdSet = defineEndpoint({
  path: '/site/api/v1/user/withdrawal/pwd/set',
  /** Only while none is set (6009 otherwise: a set password changes through reset). */
  request: z.object({ password: md5, confirmPassword: md5 }),
  response: z.object({ passwordSet: z.literal(true) }),
  auth: true,
});

/** Sends a reset code by SMS to the member's bound phone (6015 without one); codes follow codes-send's rules. */
export const withdrawPwdSendCode = defineEndpoint({
  path: '/site/api/v1/user/withdrawal/pwd/sendCode',
  request: emptyRequestSchema,
  response: z.object({ resendAfter: z.int().check(z.gte(0)), phoneMasked: z.string() }),
  auth: true,
});

export const withdrawPwdReset = defineEndpoint({
  path: '/site/api/v1/user/withdrawal/pwd/reset',
  request: z.object({ code: z.string().check(z.regex(/^\d{6}$/)), password: md5, confirmPassword: md5 }),
  response: z.object({ passwordSet: z.literal(true) }),
  auth: true,
});

export const withdrawKindConfigSchema = z.object({
  kind: payoutKindSchema,
  /** Yuan. */
  min: moneySchema,
  max: moneySchema,
  /** Withdrawals of this kind per Beijing day (refused ones do not count): the member's VIP grade's dailyWithdrawals. */
  dailyCount: z.int().check(z.gte(1)),
  /** Fee as a fraction of the amount (0.01 = 1 %), rounded to the fen, taken from the amount paid out. */
  feeRate: z.number().check(z.gte(0), z.lte(1)),
});
export type WithdrawKindConfig = z.infer<typeof withdrawKindConfigSchema>;

export const withdrawBaseCfg = defineEndpoint({
  path: '/fd/api/v1/withdraw/baseCfg/list',
  request: emptyRequestSchema,
  response: z.object({ list: z.array(withdrawKindConfigSchema) }),
  // Not cacheable: the daily count follows the member's grade, which climbs mid-session.
  auth: true,
});

export const withdrawInfo = defineEndpoint({
  path: '/fd/api/v1/withdraw/withdrawInfo',
  request: emptyRequestSchema,
  response: z.object({
    /** The centre wallet: what may be withdrawn. */
    balance: moneySchema,
    /** Held by pending withdrawals. */
    lockMoney: moneySchema,
    passwordSet: z.boolean(),
    phoneBound: z.boolean(),
    realName: z.string(),
    /**
     * Turnover: every deposit since the last approved withdrawal must be bet once. Required is the
     * sum of those deposits, done the stakes bet since, remaining what is still to bet (0 = free).
     */
    turnoverRequired: moneySchema,
    turnoverDone: moneySchema,
    turnoverRemaining: moneySchema,
    /** Withdrawals counted today per kind (pending and approved). */
    todayCount: z.object({ bank: z.int(), coin: z.int(), alipay: z.int() }),
    accounts: z.array(payoutAccountSchema),
  }),
  auth: true,
});

export const usdtWithdrawInfo = defineEndpoint({
  path: '/fd/api/v1/withdraw/usdtWithdrawInfo',
  request: emptyRequestSchema,
  response: z.object({
    /** Yuan per USDT: an amount of X yuan pays out X / rate USDT, to 2 decimals. */
    rate: z.number().check(z.positive()),
    protocols: z.array(z.string()),
  }),
  auth: true,
});

export const withdrawStatusSchema = z.enum(['pending', 'approved', 'refused']);
export type WithdrawStatus = z.infer<typeof withdrawStatusSchema>;

export const withdrawOrderSchema = z.object({
  orderNo: z.string(),
  kind: payoutKindSchema,
  accountName: z.string(),
  accountMasked: z.string(),
  amount: moneySchema,
  fee: moneySchema,
  /** amount − fee. */
  actualAmount: moneySchema,
  /** USDT paid out for a coin withdrawal, with its rate; null otherwise. */
  usdtAmount: z.nullable(z.number()),
  rate: z.nullable(z.number()),
  status: withdrawStatusSchema,
  /** The back office's reason for a refusal. */
  remark: z.string(),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});
export type WithdrawOrder = z.infer<typeof withdrawOrderSchema>;

export const withdrawNew = defineEndpoint({
  path: '/fd/api/v1/withdraw/new',
  request: z.object({
    accountId: z.int().check(z.positive()),
    amount: moneySchema.check(z.positive()),
    /** MD5 of the six-digit withdraw password; required by brands with withdrawPasswordEnabled. */
    password: z.optional(md5),
  }),
  response: withdrawOrderSchema,
  auth: true,
});

export const withdrawOrderInfo = defineEndpoint({
  path: '/fd/api/v1/withdraw/withdrawOrderInfo',
  request: z.extend(pageRequestSchema, { status: z.optional(withdrawStatusSchema) }),
  response: pageOf(withdrawOrderSchema),
  auth: true,
});
