import { requireMember } from '../http/context';
import { countUnread } from '../letters/unread';
import type { HandlerDeps, HandlerMap } from './handler-map';

export function letterHandlers({ db }: HandlerDeps) {
  return {
    getUnreadForType: async (_input, ctx) => {
      const counts = await countUnread(db, requireMember(ctx).memberId);
      return {
        brnotice_count: counts.brnotice,
        bractivity_count: counts.bractivity,
        brbulletin_count: counts.brbulletin,
        brmatch_count: counts.brmatch,
        brfd_count: counts.brfd,
        notice_count: counts.notice,
        activity_count: counts.activity,
        fd_count: counts.fd,
      };
    },
  } satisfies Pick<HandlerMap, 'getUnreadForType'>;
}
