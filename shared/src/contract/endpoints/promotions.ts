import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyRequestSchema, moneySchema } from '../common';
import { activityKindSchema, activityPageTypeSchema } from './advertising';
import { venueCategorySchema } from './games';

/**
 * Activities (SPEC §2 /activity/*, §7 Promotions under /act/api/v1/). The payloads are not shown in the
 * specification and are designed here. One call, promotion/config, answers an activity with the part
 * its page type needs (`detail`, discriminated by pageType) and the member's own state in it; joining,
 * the eligibility check and every claim go through promotion/joinActivity, promotion/verification and
 * promotion/confirmInfo. Rewards are paid as 'bonus' rows of the centre wallet's ledger, each with the
 * turnover it requires before a withdrawal (turnoverRequired, yuan).
 */

const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The prize of a rank range of a race. */
export const racePrizeSchema = z.object({ rankFrom: z.int().check(z.gte(1)), rankTo: z.int().check(z.gte(1)), amount: moneySchema });
export const raceEntrySchema = z.object({ rank: z.int().check(z.gte(1)), name: z.string(), value: moneySchema });
/** A member the prize table paid when the race ended: the board's place, name masked, turnover and prize. */
export const raceWinnerSchema = z.extend(raceEntrySchema, { prize: moneySchema });

/**
 * The result of an ended race: the server pays the prize table to the final board once (a bonus ledger
 * row and a gift record each) the first time the ended race is looked at, and keeps who won.
 */
export const raceResultSchema = z.object({
  settledAt: z.string(),
  /** Best place first; empty when nobody bet in the window. */
  winners: z.array(raceWinnerSchema),
  /** The viewer's own prize; null for a visitor or a member who won nothing. */
  mine: z.nullable(z.object({ rank: z.int().check(z.gte(1)), prize: moneySchema })),
});
export type RaceResult = z.output<typeof raceResultSchema>;

export const raceDetailSchema = z.object({
  pageType: z.literal('racePage'),
  /** What the race counts: valid turnover of the stakes placed in the window (settled or not, refunds excluded). */
  metric: z.literal('turnover'),
  prizes: z.array(racePrizeSchema).check(z.minLength(1)),
  /** The top of the board; names masked. */
  leaderboard: z.array(raceEntrySchema),
  me: z.nullable(z.object({ rank: z.nullable(z.int().check(z.gte(1))), value: moneySchema })),
  /** null while the race runs (and from a server that does not settle races). */
  result: z._default(z.nullable(raceResultSchema), null),
});

export const landDetailSchema = z.object({
  pageType: z.literal('activityLandPage'),
  /** Rich content: the client sanitises it before showing it. */
  contentHtml: z.string(),
});

export const depositBonusDetailSchema = z.object({
  pageType: z.enum(['firstDeposit', 'againDeposit']),
  /** Percent of the qualifying deposit. */
  bonusRate: z.number().check(z.gte(0), z.lte(1000)),
  maxBonus: moneySchema,
  minDeposit: moneySchema,
  /** (deposit + bonus) × this must be bet before a withdrawal. */
  turnoverMultiple: z.number().check(z.gte(0)),
  /** before: join first, then the next qualifying deposit pays; after: a qualifying deposit already made is claimed. */
  joinTiming: z.enum(['before', 'after']),
  /** The deposit this bonus is for, once there is one. */
  qualifyingDeposit: z.nullable(z.object({ amount: moneySchema, at: z.string() })),
  bonus: z.nullable(z.object({ amount: moneySchema, turnoverRequired: moneySchema, paidAt: z.string() })),
});

export const taskKeySchema = z.enum(['bindPhone', 'bindRealName', 'firstDeposit', 'firstBet', 'turnover']);
export const taskSchema = z.object({
  key: taskKeySchema,
  title: z.string(),
  reward: moneySchema,
  target: z.number().check(z.gte(0)),
  progress: z.number().check(z.gte(0)),
  status: z.enum(['doing', 'claimable', 'claimed']),
});

export const newTaskDetailSchema = z.object({ pageType: z.literal('newTask'), tasks: z.array(taskSchema).check(z.minLength(1)) });

export const drawPrizeSchema = z.object({ id: z.int(), name: z.string(), amount: moneySchema });
export const drawGiftDetailSchema = z.object({
  pageType: z.literal('drawGift'),
  /** Draws the member may still make. */
  chances: z.int().check(z.gte(0)),
  /** How chances are earned, e.g. one per ¥100 deposited in the window. */
  chanceRule: z.string(),
  prizes: z.array(drawPrizeSchema).check(z.minLength(2)),
  history: z.array(z.object({ prizeName: z.string(), amount: moneySchema, at: z.string() })),
});

export const signGiftDetailSchema = z.object({
  pageType: z.literal('signGift'),
  /** The days of the current Beijing month up to today. */
  days: z.array(z.object({ date: dateSchema, signed: z.boolean() })),
  today: dateSchema,
  todaySigned: z.boolean(),
  /** Consecutive days signed up to today (or yesterday, when today is not signed yet). */
  streak: z.int().check(z.gte(0)),
  /** Reward for the n-th consecutive day; the last applies to every longer streak. */
  rewards: z.array(z.object({ day: z.int().check(z.gte(1)), amount: moneySchema })).check(z.minLength(1)),
});

export const friendInvitationDetailSchema = z.object({
  pageType: z.literal('friendInvitation'),
  /** null for a visitor. */
  invite: z.nullable(z.object({ code: z.string(), link: z.string().check(z.url()) })),
  /** Paid to the inviter when an invited friend makes a first deposit of at least minFriendDeposit. */
  rewardPerFriend: moneySchema,
  minFriendDeposit: moneySchema,
  friends: z.array(z.object({ name: z.string(), registeredAt: z.string(), deposited: z.boolean(), rewarded: z.boolean() })),
  earned: moneySchema,
});

export const bettingGiftDetailSchema = z.object({
  pageType: z.literal('bettingGift'),
  tiers: z.array(z.object({ turnover: moneySchema, reward: moneySchema })).check(z.minLength(1)),
  /** The member's valid turnover in the activity's window. */
  myTurnover: moneySchema,
  /** Indexes of tiers already claimed. */
  claimed: z.array(z.int().check(z.gte(0))),
});

export const activityDetailSchema = z.discriminatedUnion('pageType', [
  raceDetailSchema,
  landDetailSchema,
  z.extend(depositBonusDetailSchema, { pageType: z.literal('firstDeposit') }),
  z.extend(depositBonusDetailSchema, { pageType: z.literal('againDeposit') }),
  newTaskDetailSchema,
  drawGiftDetailSchema,
  signGiftDetailSchema,
  friendInvitationDetailSchema,
  bettingGiftDetailSchema,
]);
export type ActivityDetail = z.output<typeof activityDetailSchema>;

export const activityStatusSchema = z.enum(['upcoming', 'running', 'ended']);

export const activityConfigSchema = z.object({
  id: z.int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  category: activityKindSchema,
  pageType: activityPageTypeSchema,
  startTime: z.string(),
  endTime: z.string(),
  status: activityStatusSchema,
  /** The rules as plain paragraphs. */
  rules: z.array(z.string()),
  /** Whether the activity asks members to join (promotion/joinActivity) before it counts for them. */
  requiresJoin: z.boolean(),
  /** null for a visitor. */
  joined: z.nullable(z.boolean()),
  detail: activityDetailSchema,
});
export type ActivityConfig = z.output<typeof activityConfigSchema>;

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
export const ineligibleReasonSchema = z.enum(['notStarted', 'ended', 'alreadyJoined', 'notEligible', 'limitReached', 'needsBinding']);

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

export const giftSourceSchema = z.enum(['activity', 'vip', 'welfare', 'rebate']);

export const giftRecordSchema = z.object({
  id: z.int(),
  title: z.string(),
  source: giftSourceSchema,
  amount: moneySchema,
  turnoverRequired: moneySchema,
  createdAt: z.string(),
});
export type GiftRecord = z.output<typeof giftRecordSchema>;

/** activityTopGift/exchangeRecord: the rewards paid to the member (gift records), newest first, Beijing days. */
export const giftRecordList = defineEndpoint({
  path: '/act/api/v1/activityTopGift/exchangeRecord',
  request: z.object({
    source: z._default(z.union([giftSourceSchema, z.literal('all')]), 'all'),
    startDate: dateSchema,
    endDate: dateSchema,
    pageNum: z._default(z.int().check(z.gte(1)), 1),
    pageSize: z._default(z.int().check(z.gte(1), z.lte(50)), 10),
  }),
  response: z.object({
    list: z.array(giftRecordSchema),
    total: z.int().check(z.gte(0)),
    totalAmount: moneySchema,
    pageNum: z.int(),
    pageSize: z.int(),
  }),
  auth: true,
});

/** One game category of a day's rebate: its settled valid turnover × the grade's rate (SPEC §9 helper, capped). */
export const rebateLineSchema = z.object({
  category: venueCategorySchema,
  turnover: moneySchema,
  /** Percent: 0.5 is 0.5 %. */
  rate: z.number().check(z.gte(0), z.lte(100)),
  amount: moneySchema,
});
export type RebateLine = z.output<typeof rebateLineSchema>;

/** What a daily rebate (返水) is made of: the Beijing day, the grade whose rates applied, and each category. */
export const rebateBreakdownSchema = z.object({
  day: dateSchema,
  grade: z.int().check(z.gte(0)),
  lines: z.array(rebateLineSchema).check(z.minLength(1)),
});
export type RebateBreakdown = z.output<typeof rebateBreakdownSchema>;

export const welfareItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  source: giftSourceSchema,
  amount: moneySchema,
  turnoverRequired: moneySchema,
  /** Unclaimed rewards lapse at this instant. */
  expiresAt: z.string(),
  /** A daily rebate's breakdown by game category; null or absent for every other reward. */
  rebate: z.optional(z.nullable(rebateBreakdownSchema)),
});
export type WelfareItem = z.output<typeof welfareItemSchema>;

/**
 * The rewards waiting to be claimed (/mine/welfare). Asking also offers what became due since the last
 * look: the weekly VIP gift, and each ended Beijing day's rebate (settled valid turnover per game
 * category × the member's grade rate, cut down to the fen; claimable for 7 days, 1× turnover).
 */
export const welfareList = defineEndpoint({
  path: '/act/api/v1/welfare/list',
  request: emptyRequestSchema,
  response: z.object({ list: z.array(welfareItemSchema) }),
  auth: true,
});

/** Claims the given waiting rewards (ids empty: all of them); a money call, idempotent by the request id. */
export const welfareClaim = defineEndpoint({
  path: '/act/api/v1/welfare/claim',
  request: z.object({ ids: z._default(z.array(z.int().check(z.positive())).check(z.maxLength(100)), []) }),
  response: z.object({ claimed: z.int().check(z.gte(0)), amount: moneySchema, centerWalletBalance: moneySchema }),
  auth: true,
});

/** vipWeek/VipWeekInfo: this Beijing week's VIP gift (Monday to Sunday) and what it takes. */
export const vipWeekInfo = defineEndpoint({
  path: '/act/api/v1/vipWeek/VipWeekInfo',
  request: emptyRequestSchema,
  response: z.object({
    weekStart: dateSchema,
    weekEnd: dateSchema,
    grade: z.int().check(z.gte(0)),
    weeklyGift: moneySchema,
    /** This week's deposits and valid turnover, and what the gift needs of each. */
    deposit: moneySchema,
    turnover: moneySchema,
    depositRequired: moneySchema,
    turnoverRequired: moneySchema,
    /** 'claimable' puts the gift in the welfare list. */
    status: z.enum(['inProgress', 'claimable', 'claimed']),
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
