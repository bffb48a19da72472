import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';

const count = z.int().check(z.gte(0));

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
  request: z.object({ userSystem: z._default(z.literal(1), 1) }),
  response: unreadCountsSchema,
  auth: true,
});

export function unreadTotal(counts: UnreadCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

/**
 * The letters themselves (SPEC §7 site/letter/list, read, delete, onekeyRead; payloads designed here).
 * A letter's category is one of the unread counters' keys without `_count`.
 */
export const letterCategorySchema = z.enum([
  'brnotice',
  'bractivity',
  'brbulletin',
  'brmatch',
  'brfd',
  'notice',
  'activity',
  'fd',
]);
export type LetterCategory = z.infer<typeof letterCategorySchema>;

export const letterSchema = z.object({
  id: z.int(),
  category: letterCategorySchema,
  title: z.string(),
  /** Plain text; line breaks are paragraphs. */
  content: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Letter = z.output<typeof letterSchema>;

/** A page of the member's letters, newest first; categories empty means every category. */
export const letterList = defineEndpoint({
  path: '/site/api/v1/site/letter/list',
  request: z.object({
    categories: z._default(z.array(letterCategorySchema).check(z.maxLength(8)), []),
    pageNum: z._default(z.int().check(z.gte(1)), 1),
    pageSize: z._default(z.int().check(z.gte(1), z.lte(50)), 10),
  }),
  response: z.object({
    list: z.array(letterSchema),
    total: z.int().check(z.gte(0)),
    pageNum: z.int(),
    pageSize: z.int(),
  }),
  auth: true,
});

/** Marks one letter read and answers it with the new counters (another member's letter: 6004). */
export const letterRead = defineEndpoint({
  path: '/site/api/v1/site/letter/read',
  request: z.object({ id: z.int().check(z.positive()) }),
  response: z.object({ letter: letterSchema, unread: unreadCountsSchema }),
  auth: true,
});

/** Deletes letters of the member (ids of others are ignored); answers how many and the new counters. */
export const letterDelete = defineEndpoint({
  path: '/site/api/v1/site/letter/delete',
  request: z.object({ ids: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(50)) }),
  response: z.object({ deleted: z.int().check(z.gte(0)), unread: unreadCountsSchema }),
  auth: true,
});

/** One-key read: every unread letter (of the categories given, or all) becomes read. */
export const letterOnekeyRead = defineEndpoint({
  path: '/site/api/v1/site/letter/onekeyRead',
  request: z.object({ categories: z._default(z.array(letterCategorySchema).check(z.maxLength(8)), []) }),
  response: z.object({ updated: z.int().check(z.gte(0)), unread: unreadCountsSchema }),
  auth: true,
});
