import { z } from 'zod';
import { taskKeySchema } from 'shared/contract';
import type { ActivityPageType } from '../content/activities';

/**
 * The settings of an activity (activities.config, migration 016), one shape per page type. Amounts are
 * fen like every stored amount; the contract's yuan figures are made from them at the edge.
 */
const fen = z.number().int().min(0);
const positiveFen = z.number().int().min(1);
/** Turnover a reward requires before a withdrawal, as a multiple of what it is based on. */
const turnoverMultiple = z.number().min(0).max(100);

export const raceConfigSchema = z.object({
  prizes: z
    .array(z.object({ rankFrom: z.number().int().min(1), rankTo: z.number().int().min(1), amountFen: positiveFen }))
    .min(1),
  /** Members shown on the board. */
  boardSize: z.number().int().min(1).max(100),
  /** Turnover a prize requires before a withdrawal, as a multiple of the prize. */
  turnoverMultiple: turnoverMultiple.default(1),
});

export const landConfigSchema = z.object({ contentHtml: z.string().min(1) });

export const depositBonusConfigSchema = z.object({
  bonusRatePercent: z.number().min(0).max(1000),
  maxBonusFen: positiveFen,
  minDepositFen: positiveFen,
  turnoverMultiple,
  joinTiming: z.enum(['before', 'after']),
  /** A bound phone is needed to join (one bonus per real person). */
  requiresPhone: z.boolean(),
});

export const newTaskConfigSchema = z.object({
  tasks: z
    .array(
      z.object({
        key: taskKeySchema,
        title: z.string().min(1),
        rewardFen: positiveFen,
        /** Only the turnover task has a target (fen of valid turnover in the window); the others are done or not. */
        targetFen: fen.optional(),
      }),
    )
    .min(1),
  turnoverMultiple,
});

export const drawGiftConfigSchema = z.object({
  /** One draw per this much deposited in the window. */
  depositPerChanceFen: positiveFen,
  prizes: z
    .array(
      z.object({
        id: z.number().int().min(1),
        name: z.string().min(1),
        amountFen: fen,
        weight: z.number().int().min(1),
      }),
    )
    .min(2),
  turnoverMultiple,
});

export const signGiftConfigSchema = z.object({
  /** Reward of the n-th consecutive day; the last applies to every longer streak. */
  rewards: z.array(z.object({ day: z.number().int().min(1), amountFen: positiveFen })).min(1),
  turnoverMultiple,
});

export const friendInvitationConfigSchema = z.object({
  rewardPerFriendFen: positiveFen,
  minFriendDepositFen: positiveFen,
  turnoverMultiple,
});

export const bettingGiftConfigSchema = z.object({
  tiers: z.array(z.object({ turnoverFen: positiveFen, rewardFen: positiveFen })).min(1),
  turnoverMultiple,
});

export interface ActivityConfigs {
  racePage: z.output<typeof raceConfigSchema>;
  activityLandPage: z.output<typeof landConfigSchema>;
  firstDeposit: z.output<typeof depositBonusConfigSchema>;
  againDeposit: z.output<typeof depositBonusConfigSchema>;
  newTask: z.output<typeof newTaskConfigSchema>;
  drawGift: z.output<typeof drawGiftConfigSchema>;
  signGift: z.output<typeof signGiftConfigSchema>;
  friendInvitation: z.output<typeof friendInvitationConfigSchema>;
  bettingGift: z.output<typeof bettingGiftConfigSchema>;
}

const SCHEMAS: { [P in ActivityPageType]: z.ZodType<ActivityConfigs[P]> } = {
  racePage: raceConfigSchema,
  activityLandPage: landConfigSchema,
  firstDeposit: depositBonusConfigSchema,
  againDeposit: depositBonusConfigSchema,
  newTask: newTaskConfigSchema,
  drawGift: drawGiftConfigSchema,
  signGift: signGiftConfigSchema,
  friendInvitation: friendInvitationConfigSchema,
  bettingGift: bettingGiftConfigSchema,
};

/** An activity's stored settings checked against its page type; a bad row is an operator error, reported loudly. */
export function parseActivityConfig<P extends ActivityPageType>(pageType: P, config: unknown): ActivityConfigs[P] {
  const parsed = SCHEMAS[pageType].safeParse(config);
  if (!parsed.success)
    throw new Error(`activity config for ${pageType} is invalid: ${JSON.stringify(parsed.error.issues)}`);
  return parsed.data;
}

/** Same check for seed data, before it is written. */
export function checkActivityConfig(pageType: ActivityPageType, config: unknown): void {
  parseActivityConfig(pageType, config);
}
