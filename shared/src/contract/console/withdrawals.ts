import { z } from 'zod/mini';
import { moneySchema, pageOf, pageRequestSchema } from '../common';
import { payoutKindSchema } from '../endpoints/payout-accounts';
import { consoleRequestIdSchema, defineConsoleEndpoint } from './endpoint';

/**
 * The withdrawals desk (finance). A member's withdrawal waits in the queue with its money locked.
 * Approving pays it; refusing (a reason is required) releases the lock and refunds the centre wallet
 * through the ledger, once. Above the four-eyes threshold (WITHDRAW_FOUR_EYES_ABOVE, yuan) the first
 * approval only moves it to `awaiting_second`; a different finance operator completes it (8009 for
 * the same one). Decisions are idempotent on `requestId`: a repeat answers the first outcome.
 * 7307 when the order was already decided, 6004 when unknown.
 */
export const deskWithdrawStatusSchema = z.enum(['pending', 'awaiting_second', 'approved', 'refused']);
export type DeskWithdrawStatus = z.infer<typeof deskWithdrawStatusSchema>;

export const withdrawRiskSchema = z.object({
  kind: z.enum([
    /** The member logged in from a device first seen in the last 24 hours. */
    'new_device',
    /** The payout account number is bound by other members too. */
    'shared_account',
    /** Deposited since the last withdrawal and placed no bet since. */
    'no_play',
  ]),
  /** Chinese detail for the operator (which device, how many members...). */
  detail: z.string(),
});
export type WithdrawRisk = z.infer<typeof withdrawRiskSchema>;

const operatorMark = z.object({ operatorId: z.int(), operatorName: z.string(), at: z.string() });

export const deskWithdrawalSchema = z.object({
  orderNo: z.string(),
  memberId: z.int(),
  memberName: z.string(),
  kind: payoutKindSchema,
  accountName: z.string(),
  /** Masked; consoleWithdrawReveal shows the whole number (audited). */
  accountMasked: z.string(),
  amount: moneySchema,
  fee: moneySchema,
  actualAmount: moneySchema,
  usdtAmount: z.nullable(z.number()),
  status: deskWithdrawStatusSchema,
  createdAt: z.string(),
  /** Above the threshold: two finance operators must approve. */
  needsTwoApprovals: z.boolean(),
  firstApproval: z.nullable(operatorMark),
  decidedBy: z.nullable(operatorMark),
  remark: z.string(),
  /** The member's turnover now (yuan): remaining 0 means free to withdraw. */
  turnover: z.object({ required: moneySchema, done: moneySchema, remaining: moneySchema }),
  risks: z.array(withdrawRiskSchema),
});
export type DeskWithdrawal = z.infer<typeof deskWithdrawalSchema>;

/** Oldest first for open orders (`pending` includes `awaiting_second` unless asked alone), newest first otherwise. */
export const consoleWithdrawQueue = defineConsoleEndpoint({
  path: '/withdrawals/list',
  request: z.extend(pageRequestSchema, {
    status: z._default(z.enum(['open', 'pending', 'awaiting_second', 'approved', 'refused']), 'open'),
    /** Member name or order number, exact. */
    search: z.optional(z.string().check(z.maxLength(64))),
  }),
  response: z.extend(pageOf(deskWithdrawalSchema), {
    /** WITHDRAW_FOUR_EYES_ABOVE in yuan: amounts strictly above it need two approvals. */
    fourEyesAbove: moneySchema,
  }),
  roles: ['finance', 'admin'],
});

/** The whole payout account of one order; every reveal is an audit row. */
export const consoleWithdrawReveal = defineConsoleEndpoint({
  path: '/withdrawals/reveal',
  request: z.object({ orderNo: z.string().check(z.minLength(1)) }),
  response: z.object({ orderNo: z.string(), accountName: z.string(), accountNo: z.string(), bankName: z.string() }),
  roles: ['finance'],
});

export const consoleWithdrawApprove = defineConsoleEndpoint({
  path: '/withdrawals/approve',
  request: z.object({ orderNo: z.string().check(z.minLength(1)), requestId: consoleRequestIdSchema }),
  response: deskWithdrawalSchema,
  roles: ['finance'],
});

export const consoleWithdrawRefuse = defineConsoleEndpoint({
  path: '/withdrawals/refuse',
  request: z.object({
    orderNo: z.string().check(z.minLength(1)),
    /** Shown to the member in their withdrawal records. */
    reason: z.string().check(z.trim(), z.minLength(2, '请填写拒绝原因'), z.maxLength(100)),
    requestId: consoleRequestIdSchema,
  }),
  response: deskWithdrawalSchema,
  roles: ['finance'],
});
