import type { UnreadCounts } from '../src/contract/index';

/** getUnreadForType's answer with nothing unread, for component tests; spread it to set one count. */
export function noUnreadCounts(): UnreadCounts {
  return {
    brnotice_count: 0,
    bractivity_count: 0,
    brbulletin_count: 0,
    brmatch_count: 0,
    brfd_count: 0,
    notice_count: 0,
    activity_count: 0,
    fd_count: 0,
  };
}
