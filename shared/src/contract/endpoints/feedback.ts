import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyRequestSchema, moneySchema } from '../common';

/**
 * Feedback tickets (SPEC §7 user/feedback/*; payloads designed here). A member files a ticket with a
 * type, a text and up to FEEDBACK_MAX_IMAGES uploaded images (upload/uploadImage, purpose feedback);
 * support answers in replies, which the member reads in the ticket's detail.
 */
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_TEXT_MIN = 10;
export const FEEDBACK_TEXT_MAX = 500;

export const feedbackTypeSchema = z.enum(['deposit', 'withdraw', 'bet', 'promotion', 'account', 'suggestion', 'other']);
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

export const feedbackStatusSchema = z.enum(['pending', 'replied', 'closed']);

/** A bet the member may attach to a 'bet' ticket: one of the last 14 days (SPEC terms: disputes within 14 days). */
export const feedbackBetSchema = z.object({
  /** A sports ticket id or a casino round id. */
  betId: z.string(),
  venueName: z.string(),
  summary: z.string(),
  stake: moneySchema,
  createdAt: z.string(),
});

export const addFeedBack = defineEndpoint({
  path: '/site/api/v1/user/feedback/addFeedBack',
  request: z.object({
    type: feedbackTypeSchema,
    content: z.string().check(z.trim(), z.minLength(FEEDBACK_TEXT_MIN), z.maxLength(FEEDBACK_TEXT_MAX)),
    fileIds: z._default(
      z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(FEEDBACK_MAX_IMAGES)),
      [],
    ),
    /** Only for type 'bet'; must be one of queryMemberBetList's. */
    betId: z.optional(z.string().check(z.maxLength(64))),
  }),
  response: z.object({ id: z.int() }),
  auth: true,
});

/** Support replies the member has not opened yet, over every ticket (the badge beside the menu item). */
export const feedbackUnreadNum = defineEndpoint({
  path: '/site/api/v1/user/feedback/unreadNum',
  request: emptyRequestSchema,
  response: z.object({ count: z.int().check(z.gte(0)) }),
  auth: true,
});

/** The member's bets of the last 14 days, newest first, to attach to a bet dispute. */
export const queryMemberBetList = defineEndpoint({
  path: '/site/api/v1/user/feedback/queryMemberBetList',
  request: emptyRequestSchema,
  response: z.object({ list: z.array(feedbackBetSchema) }),
  auth: true,
});

export const feedbackSummarySchema = z.object({
  id: z.int(),
  type: feedbackTypeSchema,
  /** The text's start. */
  excerpt: z.string(),
  status: feedbackStatusSchema,
  unreadReplies: z.int().check(z.gte(0)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedbackSummary = z.output<typeof feedbackSummarySchema>;

export const getFeedBackList = defineEndpoint({
  path: '/site/api/v1/user/feedback/getFeedBackList',
  request: z.object({
    pageNum: z._default(z.int().check(z.gte(1)), 1),
    pageSize: z._default(z.int().check(z.gte(1), z.lte(50)), 10),
  }),
  response: z.object({
    list: z.array(feedbackSummarySchema),
    total: z.int().check(z.gte(0)),
    pageNum: z.int(),
    pageSize: z.int(),
  }),
  auth: true,
});

export const feedbackReplySchema = z.object({
  id: z.int(),
  from: z.enum(['member', 'support']),
  content: z.string(),
  /** Images support attached to the reply, with addresses only the member can open, for a while. */
  images: z.array(z.object({ fileId: z.string(), url: z.string() })),
  createdAt: z.string(),
});

/** A ticket with its images (owner-only addresses) and replies; opening it marks its replies read. Another member's: 6004. */
export const getFeedbackInfo = defineEndpoint({
  path: '/site/api/v1/user/feedback/getFeedbackInfo',
  request: z.object({ id: z.int().check(z.positive()) }),
  response: z.extend(feedbackSummarySchema, {
    content: z.string(),
    images: z.array(z.object({ fileId: z.string(), url: z.string() })),
    bet: z.nullable(feedbackBetSchema),
    replies: z.array(feedbackReplySchema),
  }),
  auth: true,
});
export type FeedbackDetail = z.output<typeof getFeedbackInfo.response>;

export const delFeedback = defineEndpoint({
  path: '/site/api/v1/user/feedback/delFeedback',
  request: z.object({ id: z.int().check(z.positive()) }),
  response: z.object({ deleted: z.literal(true) }),
  auth: true,
});
