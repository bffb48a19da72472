import { z } from 'zod/mini';
import { pageOf, pageRequestSchema } from '../common';
import {
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_TEXT_MAX,
  feedbackBetSchema,
  feedbackStatusSchema,
  feedbackTypeSchema,
} from '../endpoints/feedback';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '../endpoints/profile';
import { consoleRequestIdSchema, defineConsoleEndpoint } from './endpoint';

/**
 * The ticket desk (support; admin too): the members' feedback tickets, answered and closed by people.
 * A reply reaches the member as today's replies do (the ticket's detail, the unread badge, an 'fd'
 * letter); its images become the member's to open. A closed ticket takes no more replies (8070).
 * Images are served to operators only through consoleTicketImage, each view an audit row. Replies
 * and closing are idempotent on `requestId`. 6004 for a ticket that does not exist or was deleted.
 */
const DESK_ROLES = ['support', 'admin'] as const;

export const deskTicketSummarySchema = z.object({
  id: z.int(),
  type: feedbackTypeSchema,
  excerpt: z.string(),
  status: feedbackStatusSchema,
  memberId: z.int(),
  memberName: z.string(),
  vipGrade: z.int(),
  /** No operator has opened the ticket yet. */
  unreadBySupport: z.boolean(),
  imageCount: z.int().check(z.gte(0)),
  hasBet: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeskTicketSummary = z.infer<typeof deskTicketSummarySchema>;

export const deskTicketStateSchema = z.enum(['pending', 'replied', 'closed']);
export type DeskTicketState = z.infer<typeof deskTicketStateSchema>;

/** Newest first. */
export const consoleTicketQueue = defineConsoleEndpoint({
  path: '/tickets/list',
  request: z.extend(pageRequestSchema, {
    status: z._default(deskTicketStateSchema, 'pending'),
    type: z.optional(feedbackTypeSchema),
  }),
  response: pageOf(deskTicketSummarySchema),
  roles: DESK_ROLES,
});

/** An image of a ticket or of one of its replies: fetched through consoleTicketImage, never by address. */
const deskImageSchema = z.object({ fileId: z.string() });

export const deskTicketReplySchema = z.object({
  id: z.int(),
  from: z.enum(['member', 'support']),
  content: z.string(),
  /** The operator who wrote a support reply; null for the member's or when unknown. */
  operatorName: z.nullable(z.string()),
  images: z.array(deskImageSchema),
  createdAt: z.string(),
});
export type DeskTicketReply = z.infer<typeof deskTicketReplySchema>;

export const deskTicketSchema = z.extend(deskTicketSummarySchema, {
  content: z.string(),
  images: z.array(deskImageSchema),
  /** The disputed bet, as the member sees it; null when none is attached or it no longer exists. */
  bet: z.nullable(feedbackBetSchema),
  replies: z.array(deskTicketReplySchema),
  /** The 问题编号 of the page the member filed it from; '' when none came. */
  traceId: z.string(),
  closedBy: z.nullable(z.object({ operatorName: z.string(), at: z.string() })),
});
export type DeskTicket = z.infer<typeof deskTicketSchema>;

/** One ticket in full; opening it clears its unread marker. */
export const consoleTicketDetail = defineConsoleEndpoint({
  path: '/tickets/detail',
  request: z.object({ id: z.int().check(z.positive()) }),
  response: deskTicketSchema,
  roles: DESK_ROLES,
});

/** One image of the ticket or of its replies, as base64; every view is an audit row. */
export const consoleTicketImage = defineConsoleEndpoint({
  path: '/tickets/image',
  request: z.object({ id: z.int().check(z.positive()), fileId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: z.object({ fileId: z.string(), contentType: z.enum(UPLOAD_IMAGE_TYPES), data: z.string() }),
  roles: DESK_ROLES,
});

/**
 * An image for a reply to the ticket, checked as a member's upload is (JPEG, PNG, GIF or WebP by its
 * bytes, at most 2 MB: 6010 otherwise). It is attached only when a reply names it.
 */
export const consoleTicketUpload = defineConsoleEndpoint({
  path: '/tickets/upload',
  request: z.object({
    id: z.int().check(z.positive()),
    fileName: z.string().check(z.maxLength(120)),
    /** The file's bytes, base64 (no data: prefix). */
    data: z.string().check(z.minLength(1), z.maxLength(Math.ceil((UPLOAD_IMAGE_MAX_BYTES * 4) / 3) + 8)),
  }),
  response: z.object({ fileId: z.string() }),
  roles: DESK_ROLES,
});

/** Answers the ticket with text and up to three images uploaded for it (8071 for any other image). */
export const consoleTicketReply = defineConsoleEndpoint({
  path: '/tickets/reply',
  request: z.object({
    id: z.int().check(z.positive()),
    content: z.string().check(z.trim(), z.minLength(1, '请填写回复内容'), z.maxLength(FEEDBACK_TEXT_MAX)),
    fileIds: z._default(
      z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(FEEDBACK_MAX_IMAGES)),
      [],
    ),
    requestId: consoleRequestIdSchema,
  }),
  response: deskTicketSchema,
  roles: DESK_ROLES,
});

/** Closes the ticket: the member sees it closed, and it takes no more replies. */
export const consoleTicketClose = defineConsoleEndpoint({
  path: '/tickets/close',
  request: z.object({ id: z.int().check(z.positive()), requestId: consoleRequestIdSchema }),
  response: deskTicketSchema,
  roles: DESK_ROLES,
});
