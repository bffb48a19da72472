import { requireMember } from '../http/context';
import { unreadCounts } from '../letters/unread';
import type { HandlerDeps, HandlerMap } from './handler-map';

export function letterHandlers({ db }: HandlerDeps) {
  return {
    getUnreadForType: async (_input, ctx) => {
      // One mapping of the counters for the header and every letter call's answer.
      return unreadCounts(db, requireMember(ctx).memberId);
    },
  } satisfies Pick<HandlerMap, 'getUnreadForType'>;
}
