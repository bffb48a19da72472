import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

const count = z.number().int().min(0);

/** The unread counters of SPEC §3; their sum is the unread message total in the header. */
export const unreadCountsSchema = z.object({
  brnotice_count: count,
  bractivity_count: count,
  brbulletin_count: count,
  brmatch_count: count,
  brfd_count: count,
  notice_count: count,
  activity_count: count,
  fd_count: count,
});

export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const getUnreadForType = defineEndpoint({
  path: '/site/api/v1/site/letter/getUnreadForType',
  request: z.object({ userSystem: z.literal(1).default(1) }),
  response: unreadCountsSchema,
  auth: true,
});

export function unreadTotal(counts: UnreadCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
