import { requireMember } from '../http/context';
import { deleteLetters, letterPage, readAllLetters, readLetter } from '../letters/member-letters';
import { unreadCounts } from '../letters/unread';
import type { HandlerDeps, HandlerMap } from './handler-map';

/** The member's letters (contract endpoints/letter) and their unread counters; every change answers the counters afresh. */
export function letterHandlers({ db }: HandlerDeps) {
  return {
    getUnreadForType: async (_input, ctx) => {
      // One mapping of the counters for the header and every letter call's answer.
      return unreadCounts(db, requireMember(ctx).memberId);
    },

    letterList: async (input, ctx) => {
      const page = await letterPage(db, requireMember(ctx).memberId, input.categories, input.pageNum, input.pageSize);
      return { ...page, pageNum: input.pageNum, pageSize: input.pageSize };
    },

    letterRead: async (input, ctx) => {
      const memberId = requireMember(ctx).memberId;
      const letter = await readLetter(db, memberId, input.id, ctx.now);
      return { letter, unread: await unreadCounts(db, memberId) };
    },

    letterDelete: async (input, ctx) => {
      const memberId = requireMember(ctx).memberId;
      const deleted = await deleteLetters(db, memberId, input.ids, ctx.now);
      return { deleted, unread: await unreadCounts(db, memberId) };
    },

    letterOnekeyRead: async (input, ctx) => {
      const memberId = requireMember(ctx).memberId;
      const updated = await readAllLetters(db, memberId, input.categories, ctx.now);
      return { updated, unread: await unreadCounts(db, memberId) };
    },
  } satisfies Pick<HandlerMap, 'getUnreadForType' | 'letterList' | 'letterRead' | 'letterDelete' | 'letterOnekeyRead'>;
}
