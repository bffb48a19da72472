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
  const counts: UnreadByCategory = { brnotice: 0, bractivity: 0, brbulletin: 0, brmatch: 0, brfd: 0, notice: 0, activity: 0, fd: 0 };
  for (const row of rows) counts[row.category] = row.unread;
  return counts;
}
