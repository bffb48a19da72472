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

/**
 * The letters themselves (SPEC §7 site/letter/list, read, delete, onekeyRead; payloads designed here).
 * A letter's category is one of the unread counters' keys without `_count`.
 */
export const letterCategorySchema = z.enum(['brnotice', 'bractivity', 'brbulletin', 'brmatch', 'brfd', 'notice', 'activity', 'fd']);
export type LetterCategory = z.infer<typeof letterCategorySchema>;

export const letterSchema = z.object({
  id: z.number().int(),
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
    categories: z.array(letterCategorySchema).max(8).default([]),
    pageNum: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(50).default(10),
  }),
  response: z.object({ list: z.array(letterSchema), total: z.number().int().min(0), pageNum: z.number().int(), pageSize: z.number().int() }),
  auth: true,
});

/** Marks one letter read and answers it with the new counters (another member's letter: 6004). */
export const letterRead = defineEndpoint({
  path: '/site/api/v1/site/letter/read',
  request: z.object({ id: z.number().int().positive() }),
  response: z.object({ letter: letterSchema, unread: unreadCountsSchema }),
  auth: true,
});

/** Deletes letters of the member (ids of others are ignored); answers how many and the new counters. */
export const letterDelete = defineEndpoint({
  path: '/site/api/v1/site/letter/delete',
  request: z.object({ ids: z.array(z.number().int().positive()).min(1).max(50) }),
  response: z.object({ deleted: z.number().int().min(0), unread: unreadCountsSchema }),
  auth: true,
});

/** One-key read: every unread letter (of the categories given, or all) becomes read. */
export const letterOnekeyRead = defineEndpoint({
  path: '/site/api/v1/site/letter/onekeyRead',
  request: z.object({ categories: z.array(letterCategorySchema).max(8).default([]) }),
  response: z.object({ updated: z.number().int().min(0), unread: unreadCountsSchema }),
  auth: true,
});
