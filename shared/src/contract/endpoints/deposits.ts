import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyRequestSchema, moneySchema } from '../common';

/**
 * Deposits (SPEC §7 Funds, payment/*): the spec names the calls but shows no payloads; they are
 * designed here once. Amounts are yuan with at most two decimals; the server keeps fen.
 */

/** A yuan amount a player asks to pay: positive, at most two decimals. */
export const depositAmountSchema = z.number().check(
  z.positive(),
  z.refine((yuan) => Math.abs(Math.round(yuan * 100) - yuan * 100) < 1e-6, { message: '金额最多两位小数' }),
);

/**
 * Which waiting screen an order uses (SPEC §2: rechargeWait, transferWait and virtualWait share
 * /mine/savemoney; huiwangWait is /mine/huione, xnbskWait is /mine/xnbsk).
 */
export const depositWaitKindSchema = z.enum(['transfer', 'recharge', 'virtual', 'huione', 'xnbsk']);
export type DepositWaitKind = z.infer<typeof depositWaitKindSchema>;

export const depositChannelSchema = z.object({
  /** Stable id sent back with payment/pay. */
  channelId: z.string(),
  name: z.string(),
  /** A short line under the name (arrival time, fee). */
  description: z.string(),
  minAmount: moneySchema,
  maxAmount: moneySchema,
  /** Quick-pick amounts, all within min..max. */
  presets: z.array(moneySchema),
  waitKind: depositWaitKindSchema,
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const paymentTypeSchema = z.object({
  /** bank (银行转账), online (三方充值), usdt (虚拟币), huione (汇旺), xnbsk (新币收款). */
  code: z.enum(['bank', 'online', 'usdt', 'huione', 'xnbsk']),
  name: z.string(),
  channels: z.array(depositChannelSchema),
});
export type PaymentType = z.infer<typeof paymentTypeSchema>;

/**
 * payment/types: the deposit methods of the member's site. The deposit bonuses the member can still
 * get are querySiteDepositRewardConfigList's (promotions), which the deposit page shows beside them.
 */
export const paymentTypes = defineEndpoint({
  path: '/fd/api/v1/payment/types',
  request: emptyRequestSchema,
  response: z.object({ types: z.array(paymentTypeSchema) }),
  auth: true,
});

export const depositOrderStatusSchema = z.enum(['created', 'waiting', 'paid', 'closed', 'expired']);
export type DepositOrderStatus = z.infer<typeof depositOrderStatusSchema>;

/** Where a bank transfer goes: shown on the transferWait screen with copy buttons. */
export const receivingAccountSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
  branch: z.string(),
});

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  status: depositOrderStatusSchema,
  amount: moneySchema,
  channelId: z.string(),
  channelName: z.string(),
  waitKind: depositWaitKindSchema,
  createdAt: z.string(),
  /** After this the order expires unless paid. */
  expiresAt: z.string(),
  finishedAt: z.nullable(z.string()),
  /** The provider's cashier page (recharge, huione): the player pays there. */
  cashierUrl: z.nullable(z.string()),
  /** The account to transfer to (transfer). */
  receivingAccount: z.nullable(receivingAccountSchema),
  /** The name the transfer comes from (transfer); '' otherwise. */
  depositorName: z.string(),
  /**
   * The 附言码 to write on the bank transfer (transfer; '' otherwise): the operator who confirms the
   * transfer matches it, with the amount, against the bank statement.
   */
  reference: z.string(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

const orderNoSchema = z.object({ orderNo: z.string().check(z.minLength(1), z.maxLength(40)) });

/** payment/pay: creates an order; a money call, keyed by the request id. */
export const paymentPay = defineEndpoint({
  path: '/fd/api/v1/payment/pay',
  request: z.object({
    channelId: z.string().check(z.minLength(1), z.maxLength(40)),
    amount: depositAmountSchema,
    /** Bank transfer: the name on the paying account (the member's real name by default). */
    depositorName: z.optional(z.string().check(z.trim(), z.maxLength(30))),
  }),
  response: depositOrderSchema,
  auth: true,
});

/** payment/getDepositOrderStatus: the order as it is now (polled by the waiting screens). */
export const getDepositOrderStatus = defineEndpoint({
  path: '/fd/api/v1/payment/getDepositOrderStatus',
  request: orderNoSchema,
  response: depositOrderSchema,
  auth: true,
});

/** payment/closeOrder: the member gives up a waiting order of their own. */
export const closeDepositOrder = defineEndpoint({
  path: '/fd/api/v1/payment/closeOrder',
  request: orderNoSchema,
  response: depositOrderSchema,
  auth: true,
});

/** payment/createSignalCode: the receiving address (and rate) of a virtual-coin or xnbsk order, for its QR code. */
export const createSignalCode = defineEndpoint({
  path: '/fd/api/v1/payment/createSignalCode',
  request: orderNoSchema,
  response: z.object({
    orderNo: z.string(),
    currency: z.string(),
    protocol: z.string(),
    address: z.string(),
    /** Yuan per coin. */
    rate: z.number().check(z.positive()),
    /** The coins to send for the order's amount, rounded up to 2 decimals. */
    coinAmount: z.number().check(z.positive()),
    /** What the QR code encodes. */
    qrContent: z.string(),
  }),
  auth: true,
});

/** payment/getCustomerInfo: who is depositing, for the bank-transfer form. */
export const getCustomerInfo = defineEndpoint({
  path: '/fd/api/v1/payment/getCustomerInfo',
  request: emptyRequestSchema,
  response: z.object({
    username: z.string(),
    /** '' when the member has not given one. */
    realName: z.string(),
    /** Paid deposits so far (0: the first deposit is still to come). */
    paidDeposits: z.int().check(z.gte(0)),
  }),
  auth: true,
});

/** vCurrency/list: the virtual currencies the site takes, with their protocols and rates. */
export const vCurrencyList = defineEndpoint({
  path: '/fd/api/v1/vCurrency/list',
  request: emptyRequestSchema,
  response: z.array(
    z.object({
      currency: z.string(),
      protocols: z.array(z.string()),
      /** Yuan per coin for deposits. */
      rate: z.number().check(z.positive()),
    }),
  ),
  auth: true,
});
