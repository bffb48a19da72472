import type { UnreadCounts } from 'shared/contract';
import type { Queryable } from '../db/database';

export const LETTER_CATEGORIES = [
  'brnotice',
  'bractivity',
  'brbulletin',
  'brmatch',
  'brfd',
  'notice',
  'activity',
  'fd',
] as const;

export type LetterCategory = (typeof LETTER_CATEGORIES)[number];
export type UnreadByCategory = Record<LetterCategory, number>;

/** The member's unread, undeleted letters counted per category; categories without any are 0. */
export async function countUnread(db: Queryable, memberId: number): Promise<UnreadByCategory> {
  const rows = await db.query<{ category: LetterCategory; unread: number }>(
    `select category, count(*)::int as unread from letters
      where member_id = $1 and read_at is null and deleted_at is null
      group by category`,
    [memberId],
  );
  const counts: UnreadByCategory = {
    brnotice: 0,
    bractivity: 0,
    brbulletin: 0,
    brmatch: 0,
    brfd: 0,
    notice: 0,
    activity: 0,
    fd: 0,
  };
  for (const row of rows) counts[row.category] = row.unread;
  return counts;
}

/** The counters in the contract's shape (getUnreadForType), as the letter calls answer them after a change. */
export async function unreadCounts(db: Queryable, memberId: number): Promise<UnreadCounts> {
  const counts = await countUnread(db, memberId);
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
}
