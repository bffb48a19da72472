import { z } from 'zod/mini';
import { switchableVerticalSchema, verticalStateSchema, verticalStatusesSchema } from '../endpoints/site-status';
import { defineConsoleEndpoint } from './endpoint';

/**
 * 版块开关 (admin, release): each switchable vertical of each brand on, in maintenance (the
 * operator's message and expected end) or off. The host polls the site's switches every few
 * seconds, so open pages follow without a reload. Every switch is one audit row (`vertical.set`)
 * with the state before and after, written in the same transaction.
 */
export const verticalSiteSchema = z.object({
  siteId: z.string(),
  /** The brand's name as the sites table keeps it. */
  name: z.string(),
  verticals: verticalStatusesSchema,
});
export type VerticalSite = z.infer<typeof verticalSiteSchema>;

export const consoleVerticalsList = defineConsoleEndpoint({
  path: '/verticals/list',
  request: z.object({}),
  response: z.object({ sites: z.array(verticalSiteSchema) }),
  roles: ['admin', 'release'],
});

/** Switches one vertical of one brand; 'on' drops the message and end time. 6004 for an unknown brand. */
export const consoleVerticalSet = defineConsoleEndpoint({
  path: '/verticals/set',
  request: z.object({
    siteId: z.string().check(z.minLength(1), z.maxLength(32)),
    vertical: switchableVerticalSchema,
    state: verticalStateSchema,
    message: z._default(z.string().check(z.maxLength(200, '维护说明最多200字')), ''),
    until: z.optional(z.iso.datetime({ offset: true, message: '预计结束时间格式不正确' })),
    reason: z.string().check(z.minLength(2, '请填写原因（至少2个字）'), z.maxLength(200)),
  }),
  response: verticalSiteSchema,
  roles: ['admin', 'release'],
});
