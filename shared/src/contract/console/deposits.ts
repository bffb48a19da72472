import { z } from 'zod/mini';
import { moneySchema, pageOf, pageRequestSchema } from '../common';
import { depositOrderStatusSchema, depositWaitKindSchema } from '../endpoints/deposits';
import { consoleRequestIdSchema, defineConsoleEndpoint } from './endpoint';

/**
 * The deposits desk (finance; admin reads). Every deposit order by state and channel. An offline
 * bank transfer (waitKind `transfer`) is confirmed by a finance operator who read it on the bank
 * statement: the reference (附言码, given to the player on the waiting screen) and the amount must
 * both match the order (8020, 8021), then the centre wallet is credited once through the ledger
 * (idempotent on the order, and on `requestId`: a repeat answers the first outcome). An open order
 * can be expired with a reason. 8022 when the order is not an offline transfer, 8023 when it was
 * already credited, 8024 when it is closed or expired, 6004 when unknown.
 */
export const deskDepositStateSchema = z.enum(['open', 'created', 'waiting', 'paid', 'closed', 'expired']);
export type DeskDepositState = z.infer<typeof deskDepositStateSchema>;

const operatorMark = z.object({ operatorId: z.int(), operatorName: z.string(), at: z.string() });

export const deskDepositSchema = z.object({
  orderNo: z.string(),
  memberId: z.int(),
  memberName: z.string(),
  status: depositOrderStatusSchema,
  amount: moneySchema,
  channelId: z.string(),
  channelName: z.string(),
  waitKind: depositWaitKindSchema,
  /** The 附言码 the player was told to write on the transfer; '' for orders that are not bank transfers. */
  reference: z.string(),
  /** The name on the paying account (bank transfer); '' otherwise. */
  depositorName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  finishedAt: z.nullable(z.string()),
  /** The operator who confirmed or expired it; null when the provider, the member or the clock did. */
  decidedBy: z.nullable(operatorMark),
  /** The operator's reason for an expiry, or the bank reference read on a confirmation. */
  decisionNote: z.string(),
});
export type DeskDeposit = z.infer<typeof deskDepositSchema>;

export const deskDepositFilterSchema = z.object({
  state: z._default(deskDepositStateSchema, 'open'),
  channelId: z.optional(z.string().check(z.maxLength(40))),
  /** Member name (exact, any case) or member id. */
  member: z.optional(z.string().check(z.maxLength(64))),
  orderNo: z.optional(z.string().check(z.maxLength(40))),
  reference: z.optional(z.string().check(z.maxLength(40))),
  /** ISO instants on the creation time; `from` inclusive, `to` exclusive. */
  from: z.optional(z.string().check(z.maxLength(40))),
  to: z.optional(z.string().check(z.maxLength(40))),
});
export type DeskDepositFilter = z.infer<typeof deskDepositFilterSchema>;

/** Newest first; the totals are the whole filtered set's, not the page's. */
export const consoleDepositOrders = defineConsoleEndpoint({
  path: '/deposits/list',
  request: z.extend(pageRequestSchema, deskDepositFilterSchema.shape),
  response: z.extend(pageOf(deskDepositSchema), {
    /** The filtered orders' amount, yuan. */
    totalAmount: moneySchema,
    /** The channels an order can have, for the filter. */
    channels: z.array(z.object({ channelId: z.string(), name: z.string() })),
  }),
  roles: ['finance', 'admin'],
});

export const consoleDepositDetail = defineConsoleEndpoint({
  path: '/deposits/detail',
  request: z.object({ orderNo: z.string().check(z.minLength(1), z.maxLength(40)) }),
  response: deskDepositSchema,
  roles: ['finance', 'admin'],
});

export const consoleDepositConfirm = defineConsoleEndpoint({
  path: '/deposits/confirm',
  request: z.object({
    orderNo: z.string().check(z.minLength(1), z.maxLength(40)),
    /** The reference (附言) as it reads on the bank statement; spaces and case do not matter. */
    reference: z.string().check(z.trim(), z.minLength(1, '请填写银行流水上的附言码'), z.maxLength(40)),
    /** The amount on the bank statement, yuan. */
    amount: z.number().check(z.positive('请填写到账金额')),
    requestId: consoleRequestIdSchema,
  }),
  response: deskDepositSchema,
  roles: ['finance'],
});

export const consoleDepositExpire = defineConsoleEndpoint({
  path: '/deposits/expire',
  request: z.object({
    orderNo: z.string().check(z.minLength(1), z.maxLength(40)),
    reason: z.string().check(z.trim(), z.minLength(2, '请填写作废原因'), z.maxLength(100)),
    requestId: consoleRequestIdSchema,
  }),
  response: deskDepositSchema,
  roles: ['finance'],
});
