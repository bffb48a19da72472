import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyRequestSchema, moneySchema } from '../common';
import { venueCategorySchema } from './games';

/**
 * VIP grades (SPEC §7 User: memberGradeConfigList, member/memberGradeInfoByGrade,
 * getGameFanshuiHighLow; payloads designed here). A member's grade is the highest whose deposit and
 * turnover totals they have both reached; the server recomputes it as deposits and bets happen and pays
 * each newly reached grade's upgrade bonus once.
 */
export const gradeConfigSchema = z.object({
  grade: z.int().check(z.gte(0)),
  name: z.string(),
  /** Lifetime totals needed. */
  depositRequired: moneySchema,
  turnoverRequired: moneySchema,
  upgradeBonus: moneySchema,
  birthdayBonus: moneySchema,
  weeklyGift: moneySchema,
  monthlyGift: moneySchema,
  /** Withdrawals of each payout kind a Beijing day (withdraw/baseCfg/list answers the member's). */
  dailyWithdrawals: z.int().check(z.gte(1)),
});
export type GradeConfig = z.output<typeof gradeConfigSchema>;

export const memberGradeConfigList = defineEndpoint({
  path: '/site/api/v1/user/memberGradeConfigList',
  request: emptyRequestSchema,
  response: z.object({ list: z.array(gradeConfigSchema).check(z.minLength(2)) }),
  cacheable: true,
});

/** The member's grade and the way to the next (null at the top). */
export const memberGradeInfoByGrade = defineEndpoint({
  path: '/site/api/v1/user/member/memberGradeInfoByGrade',
  request: emptyRequestSchema,
  response: z.object({
    grade: z.int().check(z.gte(0)),
    name: z.string(),
    deposit: moneySchema,
    turnover: moneySchema,
    next: z.nullable(
      z.object({ grade: z.int(), name: z.string(), depositRequired: moneySchema, turnoverRequired: moneySchema }),
    ),
  }),
  auth: true,
});

/** The rebate of a game category at each grade (SPEC §9 rebate helpers: rate, threshold, cap). */
export const rebateRateSchema = z.object({
  category: venueCategorySchema,
  /** Percent of valid turnover, by grade (index = grade). */
  rates: z.array(z.number().check(z.gte(0), z.lte(100))).check(z.minLength(1)),
  /** Turnover from which the cap applies, and the cap, in yuan. */
  threshold: moneySchema,
  limit: moneySchema,
});
export type RebateRate = z.output<typeof rebateRateSchema>;

/** getGameFanshuiHighLow: per category the lowest and highest rebate rate, and the rate at every grade. */
export const getGameFanshuiHighLow = defineEndpoint({
  path: '/site/api/v1/user/getGameFanshuiHighLow',
  request: emptyRequestSchema,
  response: z.object({
    list: z.array(z.extend(rebateRateSchema, { low: z.number().check(z.gte(0)), high: z.number().check(z.gte(0)) })),
  }),
  cacheable: true,
});
