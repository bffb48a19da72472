import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyRequestSchema, moneySchema } from '../common';

/**
 * Player protection (payloads designed here; docs/decisions/0006-player-protection.md). Limits are
 * per Beijing calendar period: a day from 00:00, a week from Monday 00:00, a month from the 1st
 * 00:00. A deposit counts from the moment its order is made (paid orders and open ones), so several
 * open orders cannot pass a limit together. Net loss is stakes minus returns (payouts and refunded
 * stakes) of sports bets and casino rounds in the period; a bet, a casino round or a transfer into
 * a venue is refused when the period's net loss plus its amount would pass the loss limit, since
 * that amount is what may be lost.
 */
export const protectionLimitKindSchema = z.enum(['deposit', 'loss']);
export type ProtectionLimitKind = z.output<typeof protectionLimitKindSchema>;

export const protectionPeriodSchema = z.enum(['day', 'week', 'month']);
export type ProtectionPeriod = z.output<typeof protectionPeriodSchema>;

/** Minutes between reality checks; 0 is off. */
export const realityCheckMinutesSchema = z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]);
export type RealityCheckMinutes = z.output<typeof realityCheckMinutesSchema>;

export const protectionLimitSchema = z.object({
  kind: protectionLimitKindSchema,
  period: protectionPeriodSchema,
  /** The limit in force, in yuan; null: none. */
  amount: z.nullable(moneySchema),
  /** A raise or removal waiting its 24 h: the value then (null: removed) and when (ISO instant). */
  pending: z.nullable(z.object({ amount: z.nullable(moneySchema), effectiveAt: z.string() })),
  /** Deposited, or lost net, in the current period (yuan; a net win shows as 0). */
  used: moneySchema,
  /** When the current period ends (ISO instant). */
  resetsAt: z.string(),
});
export type ProtectionLimit = z.output<typeof protectionLimitSchema>;

export const protectionSettingsSchema = z.object({
  /** All six, deposit first, each in the order day, week, month. */
  limits: z.array(protectionLimitSchema).check(z.length(6)),
  realityCheckMinutes: realityCheckMinutesSchema,
});
export type ProtectionSettings = z.output<typeof protectionSettingsSchema>;

export const protectionSettings = defineEndpoint({
  path: '/site/api/v1/user/protection/settings',
  request: emptyRequestSchema,
  response: protectionSettingsSchema,
  auth: true,
});

/** Sets (amount in yuan) or removes (null) one limit: lower applies at once, higher or removed after 24 h. */
export const setProtectionLimit = defineEndpoint({
  path: '/site/api/v1/user/protection/setLimit',
  request: z.object({
    kind: protectionLimitKindSchema,
    period: protectionPeriodSchema,
    amount: z.nullable(z.int().check(z.gte(1), z.lte(100_000_000))),
  }),
  response: protectionSettingsSchema,
  auth: true,
});

export const setRealityCheck = defineEndpoint({
  path: '/site/api/v1/user/protection/setRealityCheck',
  request: z.object({ minutes: realityCheckMinutesSchema }),
  response: protectionSettingsSchema,
  auth: true,
});

/** What the reality check shows: when this login began and the net result of play since then. */
export const protectionSession = defineEndpoint({
  path: '/site/api/v1/user/protection/session',
  request: emptyRequestSchema,
  response: z.object({
    /** ISO instant of this session's login. */
    sessionStart: z.string(),
    /** Server time of the answer (ISO), so the time played does not depend on the browser's clock. */
    now: z.string(),
    /** Returns minus stakes since login, yuan: negative is a loss. */
    netResult: moneySchema,
    realityCheckMinutes: realityCheckMinutesSchema,
  }),
  auth: true,
});

export const exclusionDurationSchema = z.enum(['24h', '1w', '1m', '6w', '6mo', '1y', '5y', 'permanent']);
export type ExclusionDuration = z.output<typeof exclusionDurationSchema>;

/** The durations each kind offers: a time-out is a short break, a self-exclusion a long one. */
export const EXCLUSION_DURATIONS = {
  timeout: ['24h', '1w', '1m', '6w'],
  exclusion: ['6mo', '1y', '5y', 'permanent'],
} as const satisfies Record<string, readonly ExclusionDuration[]>;

/**
 * A time-out or self-exclusion, confirmed with the login password (MD5 digest, like at login). Every
 * session of the member ends; login, deposits and bets are refused until `endsAt` (null: never).
 * A wrong password answers 6100, 6037 while the member's password checks are locked (SPEC §8 note).
 */
export const selfExclude = defineEndpoint({
  path: '/site/api/v1/user/protection/selfExclude',
  request: z
    .object({
      kind: z.enum(['timeout', 'exclusion']),
      duration: exclusionDurationSchema,
      password: z.string().check(z.minLength(1)),
    })
    .check(
      z.refine((input) => (EXCLUSION_DURATIONS[input.kind] as readonly string[]).includes(input.duration), {
        message: '请选择有效的期限',
      }),
    ),
  response: z.object({ endsAt: z.nullable(z.string()) }),
  auth: true,
});
