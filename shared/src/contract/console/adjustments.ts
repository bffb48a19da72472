import { z } from 'zod/mini';
import { moneySchema, pageOf, pageRequestSchema } from '../common';
import { consoleRequestIdSchema, defineConsoleEndpoint } from './endpoint';

/**
 * Manual adjustments (finance): credit or debit a member's centre wallet, with a category and a
 * reason, written as `adjust` ledger rows (the member's records show them as 人工调整 with the
 * category as remark). A debit never takes the wallet below zero (8040, checked under the wallet's
 * row lock). Above the four-eyes threshold (ADJUST_FOUR_EYES_ABOVE, yuan) a request waits as
 * `pending` until a second, different finance operator approves it (8009 for the same one) or any
 * finance operator refuses it; 8041 once decided. Every call is idempotent on `requestId`.
 */
export const adjustCategorySchema = z.enum(['promo_reissue', 'compensation', 'correction', 'other']);
export type AdjustCategory = z.infer<typeof adjustCategorySchema>;

/** The category as the member's ledger row names it (its remark), in the order the form offers them. */
export const ADJUST_CATEGORY_LABELS: Readonly<Record<AdjustCategory, string>> = {
  promo_reissue: '活动补发',
  compensation: '系统补偿',
  correction: '错误更正',
  other: '其他',
};

export const adjustDirectionSchema = z.enum(['credit', 'debit']);
export type AdjustDirection = z.infer<typeof adjustDirectionSchema>;

export const adjustStatusSchema = z.enum(['pending', 'applied', 'refused']);
export type AdjustStatus = z.infer<typeof adjustStatusSchema>;

const operatorMark = z.object({ operatorId: z.int(), operatorName: z.string(), at: z.string() });

export const adjustmentSchema = z.object({
  adjustNo: z.string(),
  memberId: z.int(),
  memberName: z.string(),
  direction: adjustDirectionSchema,
  /** Yuan, always positive: `direction` says which way. */
  amount: moneySchema,
  category: adjustCategorySchema,
  reason: z.string(),
  status: adjustStatusSchema,
  /** Above the threshold: a second finance operator decides. */
  needsTwoApprovals: z.boolean(),
  requestedBy: operatorMark,
  decidedBy: z.nullable(operatorMark),
  /** The refusal's reason, '' otherwise. */
  decisionReason: z.string(),
  /** The centre wallet after the ledger row, null until applied. */
  balanceAfter: z.nullable(moneySchema),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** Digits: the member's id; anything else: the exact member name. */
const memberRef = z.string().check(z.trim(), z.minLength(1, '请填写会员账号或ID'), z.maxLength(64));

/** The member an adjustment is for, with the centre wallet now: the form shows it before confirming. 6004 when unknown. */
export const consoleAdjustMember = defineConsoleEndpoint({
  path: '/adjustments/member',
  request: z.object({ member: memberRef }),
  response: z.object({ memberId: z.int(), memberName: z.string(), balance: moneySchema }),
  roles: ['finance'],
});

export const consoleAdjustCreate = defineConsoleEndpoint({
  path: '/adjustments/create',
  request: z.object({
    member: memberRef,
    direction: adjustDirectionSchema,
    amount: z
      .number()
      .check(
        z.gt(0, '请输入大于0的金额'),
        z.lte(10_000_000, '单笔调整最多10,000,000元'),
        z.multipleOf(0.01, '金额最多两位小数'),
      ),
    category: adjustCategorySchema,
    reason: z.string().check(z.trim(), z.minLength(2, '请填写调整原因（至少2个字）'), z.maxLength(200)),
    requestId: consoleRequestIdSchema,
  }),
  response: adjustmentSchema,
  roles: ['finance'],
});

/** Pending ones oldest first, decided ones newest first. */
export const consoleAdjustList = defineConsoleEndpoint({
  path: '/adjustments/list',
  request: z.extend(pageRequestSchema, {
    status: z._default(z.enum(['pending', 'applied', 'refused', 'all']), 'pending'),
  }),
  response: z.extend(pageOf(adjustmentSchema), {
    /** ADJUST_FOUR_EYES_ABOVE in yuan: amounts strictly above it need a second operator. */
    fourEyesAbove: moneySchema,
  }),
  roles: ['finance', 'admin'],
});

export const consoleAdjustApprove = defineConsoleEndpoint({
  path: '/adjustments/approve',
  request: z.object({ adjustNo: z.string().check(z.minLength(1)), requestId: consoleRequestIdSchema }),
  response: adjustmentSchema,
  roles: ['finance'],
});

export const consoleAdjustRefuse = defineConsoleEndpoint({
  path: '/adjustments/refuse',
  request: z.object({
    adjustNo: z.string().check(z.minLength(1)),
    reason: z.string().check(z.trim(), z.minLength(2, '请填写拒绝原因'), z.maxLength(100)),
    requestId: consoleRequestIdSchema,
  }),
  response: adjustmentSchema,
  roles: ['finance'],
});
