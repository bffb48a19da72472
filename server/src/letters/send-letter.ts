import type { LetterCategory } from 'shared/contract';
import type { Queryable } from '../db/database';

/** Puts a new unread letter in the member's box; the counters of getUnreadForType count it at once. */
export async function sendLetter(
  db: Queryable,
  letter: { memberId: number; category: LetterCategory; title: string; content: string },
  now: Date,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into letters (member_id, category, title, content, created_at) values ($1, $2, $3, $4, $5) returning id',
    [letter.memberId, letter.category, letter.title, letter.content, now],
  );
  if (row === undefined) throw new Error('inserting a letter returned no id');
  return row.id;
}
