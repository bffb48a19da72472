import { z } from 'zod/mini';
import { moneySchema, pageOf, pageRequestSchema } from '../common';
import { protectionSettingsSchema } from '../endpoints/protection';
import { defineConsoleEndpoint } from './endpoint';

/**
 * The members desk's records of one member: ledger, bets, casino rounds, deposits and withdrawals
 * (each paged, newest first) and their player-protection state. Read by support, finance and admin.
 * An operator may lengthen a time-out or self-exclusion in force, never shorten or lift one.
 */
const READERS = ['support', 'finance', 'admin'] as const;
const memberIdSchema = z.int().check(z.gte(1));

export const ledgerKindSchema = z.enum([
  'opening',
  'deposit',
  'withdraw',
  'withdraw_refund',
  'transfer_in',
  'transfer_out',
  'bet',
  'payout',
  'bonus',
  'rebate',
  'adjust',
  'bet_refund',
]);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;

export const memberLedgerRowSchema = z.object({
  id: z.int(),
  kind: ledgerKindSchema,
  currency: z.enum(['CNY', 'USDT']),
  /** The venue wallet the row moved; null for the centre wallet. */
  venueName: z.nullable(z.string()),
  /** Signed: a credit is positive. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  remark: z.string(),
  createdAt: z.string(),
});
export type MemberLedgerRow = z.infer<typeof memberLedgerRowSchema>;

export const consoleMemberLedger = defineConsoleEndpoint({
  path: '/members/ledger',
  request: z.extend(pageRequestSchema, {
    memberId: memberIdSchema,
    kind: z.optional(ledgerKindSchema),
    currency: z._default(z.enum(['CNY', 'USDT']), 'CNY'),
    /** ISO instants; `from` inclusive, `to` exclusive. */
    from: z.optional(z.string()),
    to: z.optional(z.string()),
  }),
  /** `credits` and `debits` (both positive) sum every row of the filter, not just this page. */
  response: z.extend(pageOf(memberLedgerRowSchema), { credits: moneySchema, debits: moneySchema }),
  roles: READERS,
});

export const memberBetSchema = z.object({
  ticketId: z.string(),
  mode: z.enum(['single', 'multiple', 'series']),
  status: z.enum(['delay', 'accepted', 'rejected', 'settled']),
  stake: moneySchema,
  odds: z.number(),
  /** Settled tickets: what came back (0 for a loss). */
  payout: z.nullable(moneySchema),
  result: z.nullable(z.string()),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
});
export type MemberBet = z.infer<typeof memberBetSchema>;

export const consoleMemberBets = defineConsoleEndpoint({
  path: '/members/bets',
  request: z.extend(pageRequestSchema, { memberId: memberIdSchema }),
  response: pageOf(memberBetSchema),
  roles: READERS,
});

export const memberRoundSchema = z.object({
  id: z.int(),
  venueName: z.string(),
  gameName: z.string(),
  stake: moneySchema,
  payout: moneySchema,
  createdAt: z.string(),
});
export type MemberRound = z.infer<typeof memberRoundSchema>;

export const consoleMemberRounds = defineConsoleEndpoint({
  path: '/members/rounds',
  request: z.extend(pageRequestSchema, { memberId: memberIdSchema }),
  response: pageOf(memberRoundSchema),
  roles: READERS,
});

export const memberFundsKindSchema = z.enum(['deposit', 'withdraw']);

export const memberFundsRowSchema = z.object({
  orderNo: z.string(),
  kind: memberFundsKindSchema,
  amount: moneySchema,
  /** Deposits: created, waiting, paid, closed, expired; withdrawals: pending, approved, refused. */
  status: z.enum(['created', 'waiting', 'paid', 'closed', 'expired', 'pending', 'approved', 'refused']),
  /** Deposit channel id, or the masked payout account of a withdrawal. */
  detail: z.string(),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type MemberFundsRow = z.infer<typeof memberFundsRowSchema>;

export const consoleMemberFunds = defineConsoleEndpoint({
  path: '/members/funds',
  request: z.extend(pageRequestSchema, { memberId: memberIdSchema, kind: memberFundsKindSchema }),
  response: pageOf(memberFundsRowSchema),
  roles: READERS,
});

export const memberExclusionSchema = z.object({
  id: z.int(),
  kind: z.enum(['timeout', 'exclusion']),
  startsAt: z.string(),
  /** null: permanent. */
  endsAt: z.nullable(z.string()),
  /** In force now. */
  active: z.boolean(),
});
export type MemberExclusion = z.infer<typeof memberExclusionSchema>;

export const memberProtectionSchema = z.extend(protectionSettingsSchema, {
  /** Every break the member took or an operator lengthened, newest first. */
  exclusions: z.array(memberExclusionSchema),
  /** The break in force (the one that ends last), or null. */
  current: z.nullable(z.object({ kind: z.enum(['timeout', 'exclusion']), endsAt: z.nullable(z.string()) })),
});
export type MemberProtection = z.infer<typeof memberProtectionSchema>;

export const consoleMemberProtection = defineConsoleEndpoint({
  path: '/members/protection',
  request: z.object({ memberId: memberIdSchema }),
  response: memberProtectionSchema,
  roles: READERS,
});

/**
 * Lengthens the break in force to `until` (ISO instant; null: permanent) and ends the member's
 * sessions. 8030 when `until` is not later than the break's end (an operator never shortens one),
 * 8031 when no break is in force.
 */
export const consoleMemberExtendExclusion = defineConsoleEndpoint({
  path: '/members/protection/extend',
  request: z.object({
    memberId: memberIdSchema,
    until: z.nullable(z.string().check(z.minLength(10))),
    reason: z.string().check(z.trim(), z.minLength(2, '请填写原因'), z.maxLength(200)),
  }),
  response: memberProtectionSchema,
  roles: ['support', 'admin'],
});
