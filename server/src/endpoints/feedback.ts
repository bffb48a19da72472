import { recentMemberBets } from '../feedback/member-bets';
import { unreadReplyCount } from '../feedback/replies';
import { createTicket, deleteTicket, ticketDetail, ticketPage } from '../feedback/tickets';
import { requireMember } from '../http/context';
import type { HandlerDeps, HandlerMap } from './handler-map';

type FeedbackEndpoint =
  'addFeedBack' | 'feedbackUnreadNum' | 'queryMemberBetList' | 'getFeedBackList' | 'getFeedbackInfo' | 'delFeedback';

/** Feedback tickets of the member (contract endpoints/feedback). */
export function feedbackHandlers({ db }: HandlerDeps) {
  return {
    addFeedBack: async (input, ctx) => createTicket(db, requireMember(ctx).memberId, ctx.requestId, input, ctx.now),

    feedbackUnreadNum: async (_input, ctx) => ({ count: await unreadReplyCount(db, requireMember(ctx).memberId) }),

    queryMemberBetList: async (_input, ctx) => ({
      list: (await recentMemberBets(db, requireMember(ctx).memberId, ctx.now)).map((b) => b.bet),
    }),

    getFeedBackList: async (input, ctx) => {
      const page = await ticketPage(db, requireMember(ctx).memberId, input.pageNum, input.pageSize);
      return { ...page, pageNum: input.pageNum, pageSize: input.pageSize };
    },

    getFeedbackInfo: async (input, ctx) =>
      ticketDetail(db, requireMember(ctx).memberId, input.id, ctx.baseUrl, ctx.now),

    delFeedback: async (input, ctx) => {
      await deleteTicket(db, requireMember(ctx).memberId, input.id, ctx.now);
      return { deleted: true as const };
    },
  } satisfies Pick<HandlerMap, FeedbackEndpoint>;
}
