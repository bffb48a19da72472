import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyRequestSchema, moneySchema } from '../common';
import { activityConfigSchema, drawPrizeSchema, taskKeySchema } from './activity-details';

/**
 * Activities (SPEC §2 /activity/*, §7 Promotions under /act/api/v1/). The payloads are not shown in the
 * specification and are designed here. One call, promotion/config, answers an activity with the part
 * its page type needs (`detail`, discriminated by pageType) and the member's own state in it; joining,
 * the eligibility check and every claim go through promotion/joinActivity, promotion/verification and
 * promotion/confirmInfo. Rewards are paid as 'bonus' rows of the centre wallet's ledger, each with the
 * turnover it requires before a withdrawal (turnoverRequired, yuan).
 */

const activityIdRequest = z.object({ activityId: z.int().check(z.positive()) });

/**
 * promotion/config: one activity for its page; open to visitors (member parts null/empty). Unknown: 6004.
 * /activity/friendInvitation has no id in its address: it asks by page type for the running one.
 */
export const promotionConfig = defineEndpoint({
  path: '/act/api/v1/promotion/config',
  request: z.union([activityIdRequest, z.object({ pageType: z.literal('friendInvitation') })]),
  response: activityConfigSchema,
});

/** Why a member may not join or claim, in words the page shows as they are. */
export const ineligibleReasonSchema = z.enum([
  'notStarted',
  'ended',
  'alreadyJoined',
  'notEligible',
  'limitReached',
  'needsBinding',
]);

/** promotion/verification: may this member join now? Answers the reason and its Chinese message when not. */
export const promotionVerification = defineEndpoint({
  path: '/act/api/v1/promotion/verification',
  request: activityIdRequest,
  response: z.object({ eligible: z.boolean(), reason: z.nullable(ineligibleReasonSchema), message: z.string() }),
  auth: true,
});

/**
 * promotion/joinActivity: records the join once. A second join answers 6009 您已参加该活动; an
 * ineligible member 6012 with the reason's message (the same as verification's).
 */
export const joinActivity = defineEndpoint({
  path: '/act/api/v1/promotion/joinActivity',
  request: activityIdRequest,
  response: activityConfigSchema,
  auth: true,
});

/**
 * promotion/confirmInfo: the member's action on an activity's page — sign today, draw once, claim a task
 * or a betting tier, claim a deposit bonus (joinTiming 'after'). A money call: idempotent by the request
 * id. Answers the reward paid (null when a draw wins nothing) and the activity as it is now.
 */
export const confirmInfo = defineEndpoint({
  path: '/act/api/v1/promotion/confirmInfo',
  request: z.discriminatedUnion('action', [
    z.extend(activityIdRequest, { action: z.literal('sign') }),
    z.extend(activityIdRequest, { action: z.literal('draw') }),
    z.extend(activityIdRequest, { action: z.literal('claimTask'), taskKey: taskKeySchema }),
    z.extend(activityIdRequest, { action: z.literal('claimTier'), tier: z.int().check(z.gte(0)) }),
    z.extend(activityIdRequest, { action: z.literal('claimBonus') }),
  ]),
  response: z.object({
    reward: z.nullable(z.object({ amount: moneySchema, turnoverRequired: moneySchema, title: z.string() })),
    /** The prize a draw landed on (its amount may be 0: 谢谢参与). */
    prize: z.nullable(drawPrizeSchema),
    activity: activityConfigSchema,
  }),
  auth: true,
});

/** A deposit bonus the member can still get (a running firstDeposit or againDeposit activity). */
export const depositRewardConfigSchema = z.object({
  activityId: z.int(),
  pageType: z.enum(['firstDeposit', 'againDeposit']),
  title: z.string(),
  /** Percent of the qualifying deposit. */
  bonusRate: z.number().check(z.gte(0), z.lte(1000)),
  maxBonus: moneySchema,
  minDeposit: moneySchema,
  /** (deposit + bonus) × this must be bet before a withdrawal. */
  turnoverMultiple: z.number().check(z.gte(0)),
  joinTiming: z.enum(['before', 'after']),
  /**
   * What the member does next: join (on the activity page) before depositing; deposit (the next
   * deposit of at least minDeposit pays, for againDeposit after the first one); claim (the qualifying
   * deposit is made: apply on the activity page).
   */
  next: z.enum(['join', 'deposit', 'claim']),
});
export type DepositRewardConfig = z.output<typeof depositRewardConfigSchema>;

/**
 * querySiteDepositRewardConfigList (SPEC §7, listed under user/feedback): the brand's running deposit
 * bonuses the member can still get, first-deposit ones first, for the deposit page. Bonuses already
 * paid, and ones the member can no longer qualify for, are left out.
 */
export const querySiteDepositRewardConfigList = defineEndpoint({
  path: '/site/api/v1/user/feedback/querySiteDepositRewardConfigList',
  request: emptyRequestSchema,
  response: z.object({ list: z.array(depositRewardConfigSchema) }),
  auth: true,
});
