import { z } from 'zod/mini';
import { defineConsoleEndpoint } from './endpoint';

/**
 * Fund safety (admin, 站点访问 › 资金安全): each brand's rules over money calls, applied by the player API.
 * - `phoneForWithdraw`: withdraw/new answers 6016 until the member's phone is verified (bound or
 *   bound again with an SMS code in /mine/auth; a phone that never received a code is not).
 * - `phoneForFunds`: a deposit order, a transfer into a venue and a USDT conversion answer 6017 likewise.
 * - `memberLocking`: members may lock their own account (time-out, self-exclusion); off, the request
 *   answers 6110 and the member asks customer service instead.
 * - `withdrawHoldHours`: after a phone verification, withdrawals wait this many hours (6016 naming the
 *   time left). It counts from the verification, so it needs `phoneForWithdraw`: on without it the
 *   brand's protection is inconsistent and withdraw/new answers 6111 until an admin fixes it.
 * Every save is one audit row (`fund_rules.save`) with the rules before and after.
 */
export const fundRulesSchema = z.object({
  siteId: z.string().check(z.minLength(1), z.maxLength(32)),
  phoneForWithdraw: z.boolean(),
  phoneForFunds: z.boolean(),
  memberLocking: z.boolean(),
  withdrawHoldHours: z.int().check(z.gte(0), z.lte(720)),
});
export type FundRules = z.infer<typeof fundRulesSchema>;

export const consoleFundRulesList = defineConsoleEndpoint({
  path: '/fund-rules/list',
  request: z.object({}),
  response: z.object({ list: z.array(fundRulesSchema) }),
  roles: ['admin'],
});

/** Replaces one brand's rules; a reason is required (the audit row keeps it). 6004 for an unknown brand. */
export const consoleFundRulesSave = defineConsoleEndpoint({
  path: '/fund-rules/save',
  request: z.object({ rules: fundRulesSchema, reason: z.string().check(z.minLength(2), z.maxLength(200)) }),
  response: fundRulesSchema,
  roles: ['admin'],
});

export const consoleVenueSchema = z.object({
  channelCode: z.string(),
  name: z.string(),
  testing: z.boolean(),
});
export type ConsoleVenue = z.infer<typeof consoleVenueSchema>;

/** Every venue with its testing mark: a venue in testing is listed to players but a launch answers 6366. */
export const consoleVenueList = defineConsoleEndpoint({
  path: '/venues/list',
  request: z.object({}),
  response: z.object({ list: z.array(consoleVenueSchema) }),
  roles: ['admin'],
});

/** Marks or unmarks a venue as testing (audit row `venue.testing`). 6004 for an unknown venue. */
export const consoleVenueSetTesting = defineConsoleEndpoint({
  path: '/venues/set-testing',
  request: z.object({
    channelCode: z.string().check(z.minLength(1), z.maxLength(32)),
    testing: z.boolean(),
    reason: z.string().check(z.minLength(2), z.maxLength(200)),
  }),
  response: consoleVenueSchema,
  roles: ['admin'],
});
