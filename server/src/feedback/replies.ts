import type { z } from 'zod';
import type { feedbackReplySchema } from 'shared/contract';
import type { Queryable } from '../db/database';

export type FeedbackReply = z.output<typeof feedbackReplySchema>;

interface ReplyRow {
  id: number;
  author: FeedbackReply['from'];
  content: string;
  created_at: Date;
}

/** Support replies the member has not opened, over the member's tickets that are not deleted. */
export async function unreadReplyCount(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from feedback_replies r join feedback_tickets t on t.id = r.ticket_id
      where t.member_id = $1 and t.deleted_at is null and r.author = 'support' and r.read_at is null`,
    [memberId],
  );
  return row?.count ?? 0;
}

/** A ticket's replies, oldest first: the conversation as it went. */
export async function repliesOf(db: Queryable, ticketId: number): Promise<FeedbackReply[]> {
  const rows = await db.query<ReplyRow>(
    'select id, author, content, created_at from feedback_replies where ticket_id = $1 order by created_at, id',
    [ticketId],
  );
  return rows.map((row) => ({
    id: row.id,
    from: row.author,
    content: row.content,
    createdAt: row.created_at.toISOString(),
  }));
}

/** The member opened the ticket: its support replies are read. */
export async function markRepliesRead(db: Queryable, ticketId: number, now: Date): Promise<void> {
  await db.query(
    `update feedback_replies set read_at = $2 where ticket_id = $1 and author = 'support' and read_at is null`,
    [ticketId, now],
  );
}
