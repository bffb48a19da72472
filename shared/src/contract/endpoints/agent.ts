import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyRequestSchema } from '../common';

/**
 * The venture (agent programme) page, /agent (SPEC §1 "venture (agent page)"). Its content is not
 * shown in the specification and is designed here: the programme's commission tiers and steps,
 * and, for a member, the invite link that carries the member's invite code.
 */
export const commissionTierSchema = z.object({
  level: z.int().check(z.gte(1)),
  name: z.string(),
  /** Monthly active referred members needed. */
  minActive: z.int().check(z.gte(0)),
  /** Monthly net win of the referred members needed, in yuan. */
  minNetWin: z.number().check(z.gte(0)),
  /** Commission rate in percent. */
  rate: z.number().check(z.gte(0), z.lte(100)),
});
export type CommissionTier = z.output<typeof commissionTierSchema>;

export const agentProgramme = defineEndpoint({
  path: '/site/api/v1/agent/programme',
  request: emptyRequestSchema,
  response: z.object({
    title: z.string(),
    intro: z.string(),
    tiers: z.array(commissionTierSchema).check(z.minLength(1)),
    steps: z.array(z.object({ title: z.string(), text: z.string() })).check(z.minLength(1)),
    contact: z.string(),
    /** A member's own invite: code and registration link; null for a visitor. */
    invite: z.nullable(z.object({ code: z.string(), link: z.string().check(z.url()) })),
  }),
});
