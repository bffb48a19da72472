import { z } from 'zod/mini';
import { moneySchema } from '../common';
import { activityKindSchema, activityPageTypeSchema } from './advertising';

/** What an activity's page shows, by page type (promotion/config's `detail`), and the activity itself. */

const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The prize of a rank range of a race. */
export const racePrizeSchema = z.object({
  rankFrom: z.int().check(z.gte(1)),
  rankTo: z.int().check(z.gte(1)),
  amount: moneySchema,
});
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

export const newTaskDetailSchema = z.object({
  pageType: z.literal('newTask'),
  tasks: z.array(taskSchema).check(z.minLength(1)),
});

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
  friends: z.array(
    z.object({ name: z.string(), registeredAt: z.string(), deposited: z.boolean(), rewarded: z.boolean() }),
  ),
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
