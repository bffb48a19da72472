import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyRequestSchema } from '../common';

/**
 * The verticals an operator may switch per site without a redeploy. Auth and account are not among
 * them: login and the member centre (withdrawals, feedback, support) must stay open whatever else
 * is down, or a player could neither get their money out nor ask why.
 */
export const switchableVerticals = ['sports', 'casino', 'wallet', 'promotions', 'chat'] as const;
export const switchableVerticalSchema = z.enum(switchableVerticals);
export type SwitchableVertical = z.infer<typeof switchableVerticalSchema>;

/** on: served; maintenance: its pages show the operator's message; off: as if the brand left it out. */
export const verticalStateSchema = z.enum(['on', 'off', 'maintenance']);
export type VerticalState = z.infer<typeof verticalStateSchema>;

export const verticalStatusSchema = z.object({
  state: verticalStateSchema,
  /** The operator's words for the maintenance page; absent: the page's default text. */
  message: z.optional(z.string().check(z.maxLength(200))),
  /** ISO time the maintenance is expected to end; absent when not announced. */
  until: z.optional(z.iso.datetime({ offset: true })),
});
export type VerticalStatus = z.infer<typeof verticalStatusSchema>;

/** Every switchable vertical's state on a site; a vertical without an operator's switch is on. */
export const verticalStatusesSchema = z.object({
  sports: verticalStatusSchema,
  casino: verticalStatusSchema,
  wallet: verticalStatusSchema,
  promotions: verticalStatusSchema,
  chat: verticalStatusSchema,
});
export type VerticalStatuses = z.infer<typeof verticalStatusesSchema>;

/**
 * The live switches of the site (x-site-id): the host asks every few seconds while the tab is
 * visible, so open pages follow the operator's switch without a reload. Never cached by the client.
 */
export const siteVerticals = defineEndpoint({
  path: '/site/api/v1/configuration/verticals',
  request: emptyRequestSchema,
  response: z.object({ verticals: verticalStatusesSchema }),
});
