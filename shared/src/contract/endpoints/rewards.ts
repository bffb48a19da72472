import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyRequestSchema, moneySchema } from '../common';
import { venueCategorySchema } from './games';

/** Rewards paid to the member: gift records, the daily rebate, the welfare list and its claim, the VIP week. */

const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

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
