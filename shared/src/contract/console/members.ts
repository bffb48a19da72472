import { z } from 'zod/mini';
import { moneySchema, pageOf, pageRequestSchema } from '../common';
import { defineConsoleEndpoint } from './endpoint';

/**
 * The members desk: find a member and see what happened to them and their money. Support, finance
 * and admin read; support and admin end sessions, lock and unlock, lengthen a break and write
 * notes. Every write and every reveal is an audit row in the same transaction. Contact details are
 * masked; consoleMemberReveal shows one whole (audited). 6004 '会员不存在' for an unknown id.
 */
const READERS = ['support', 'finance', 'admin'] as const;
const KEEPERS = ['support', 'admin'] as const;

const memberIdSchema = z.int().check(z.gte(1));
const reason = z.string().check(z.trim(), z.minLength(2, '请填写原因'), z.maxLength(200));

export const memberStatusSchema = z.enum(['active', 'frozen']);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const memberSummarySchema = z.object({
  id: z.int(),
  username: z.string(),
  /** 138****5678; '' when none is bound. */
  phoneMasked: z.string(),
  /** zh***@qq.com; '' when none is bound. */
  emailMasked: z.string(),
  status: memberStatusSchema,
  vipGrade: z.int(),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/**
 * `any` tries each field: a whole number is also an id; a name matches case-insensitively by
 * prefix; a phone or e-mail matches the stored value exactly or by its ending (the last digits of a
 * phone, the domain of an address).
 */
export const memberSearchFieldSchema = z.enum(['any', 'id', 'name', 'phone', 'email']);
export type MemberSearchField = z.infer<typeof memberSearchFieldSchema>;

export const consoleMemberSearch = defineConsoleEndpoint({
  path: '/members/search',
  request: z.extend(pageRequestSchema, {
    query: z.string().check(z.trim(), z.minLength(1, '请输入搜索内容'), z.maxLength(64)),
    field: z._default(memberSearchFieldSchema, 'any'),
  }),
  response: pageOf(memberSummarySchema),
  roles: READERS,
});

export const memberBalancesSchema = z.object({
  center: moneySchema,
  /** Held for withdrawals under review. */
  locked: moneySchema,
  usdt: z.number(),
  venues: z.array(z.object({ venueId: z.int(), name: z.string(), balance: moneySchema })),
});

export const memberProfileSchema = z.extend(memberSummarySchema, {
  /** 张*; '' when not set. */
  realNameMasked: z.string(),
  registerIp: z.string(),
  lastLoginIp: z.nullable(z.string()),
  balances: memberBalancesSchema,
  liveSessions: z.int(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const consoleMemberProfile = defineConsoleEndpoint({
  path: '/members/profile',
  request: z.object({ memberId: memberIdSchema }),
  response: memberProfileSchema,
  roles: READERS,
});

export const revealFieldSchema = z.enum(['phone', 'email', 'realName']);

/** One whole contact field; every reveal is an audit row (member.reveal). */
export const consoleMemberReveal = defineConsoleEndpoint({
  path: '/members/reveal',
  request: z.object({ memberId: memberIdSchema, field: revealFieldSchema }),
  response: z.object({ field: revealFieldSchema, value: z.string() }),
  roles: READERS,
});

/**
 * Locks (frozen: login answers 6030 请联系客服处理 and every live session ends, so the member's next
 * call answers 6001) or unlocks the account, with a reason. Setting the state it already has
 * changes nothing and writes no row.
 */
export const consoleMemberSetLock = defineConsoleEndpoint({
  path: '/members/lock',
  request: z.object({ memberId: memberIdSchema, locked: z.boolean(), reason }),
  response: memberProfileSchema,
  roles: KEEPERS,
});

export const memberSessionSchema = z.object({
  id: z.int(),
  siteId: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

/** The member's live sessions, newest first. */
export const consoleMemberSessions = defineConsoleEndpoint({
  path: '/members/sessions',
  request: z.object({ memberId: memberIdSchema }),
  response: z.object({ list: z.array(memberSessionSchema) }),
  roles: READERS,
});

/** Ends one live session (`sessionId`) or all of them: the member's next call with it answers 6001. */
export const consoleMemberEndSessions = defineConsoleEndpoint({
  path: '/members/sessions/end',
  request: z.object({ memberId: memberIdSchema, sessionId: z.optional(z.int()), reason }),
  response: z.object({ ended: z.int() }),
  roles: KEEPERS,
});

export const memberNoteSchema = z.object({
  id: z.int(),
  text: z.string(),
  operatorName: z.string(),
  createdAt: z.string(),
});
export type MemberNote = z.infer<typeof memberNoteSchema>;

/** Operators' notes on the member, newest first. Append-only: none is ever changed or removed. */
export const consoleMemberNotes = defineConsoleEndpoint({
  path: '/members/notes',
  request: z.extend(pageRequestSchema, { memberId: memberIdSchema }),
  response: pageOf(memberNoteSchema),
  roles: READERS,
});

export const consoleMemberAddNote = defineConsoleEndpoint({
  path: '/members/notes/add',
  request: z.object({
    memberId: memberIdSchema,
    text: z.string().check(z.trim(), z.minLength(1, '请填写备注内容'), z.maxLength(500, '备注不能超过500个字')),
  }),
  response: memberNoteSchema,
  roles: KEEPERS,
});
