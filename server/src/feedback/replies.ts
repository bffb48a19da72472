import type { z } from 'zod';
import type { feedbackReplySchema } from 'shared/contract';
import type { Queryable } from '../db/database';
import { fileUrl } from '../files/file-url';

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

/** The images support attached to each of a ticket's replies, in the order shown. */
export async function replyImagesOf(
  db: Queryable,
  ticketId: number,
): Promise<Map<number, { id: string; memberId: number }[]>> {
  const rows = await db.query<{ replyId: number; id: string; memberId: number }>(
    `select i.reply_id as "replyId", u.id, u.member_id as "memberId" from feedback_reply_images i
       join feedback_replies r on r.id = i.reply_id join uploads u on u.id = i.upload_id
      where r.ticket_id = $1 order by i.reply_id, i.position`,
    [ticketId],
  );
  const byReply = new Map<number, { id: string; memberId: number }[]>();
  for (const row of rows) byReply.set(row.replyId, [...(byReply.get(row.replyId) ?? []), row]);
  return byReply;
}

/** A ticket's replies, oldest first: the conversation as it went, images with the member's addresses. */
export async function repliesOf(db: Queryable, ticketId: number, baseUrl: string, now: Date): Promise<FeedbackReply[]> {
  const [rows, images] = await Promise.all([
    db.query<ReplyRow>(
      'select id, author, content, created_at from feedback_replies where ticket_id = $1 order by created_at, id',
      [ticketId],
    ),
    replyImagesOf(db, ticketId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    from: row.author,
    content: row.content,
    images: (images.get(row.id) ?? []).map((upload) => ({ fileId: upload.id, url: fileUrl(baseUrl, upload, now) })),
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
