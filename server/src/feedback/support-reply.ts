import type { Queryable } from '../db/database';
import { sendLetter } from '../letters/send-letter';
import { excerptOf } from './excerpt';

export const REPLY_LETTER_TITLE = '您的反馈有新回复';
/** The letter names the ticket by its start, short enough for one line of the message list. */
const LETTER_EXCERPT_MAX = 20;

export interface SupportReply {
  ticketId: number;
  memberId: number;
  /** The ticket's text: the letter names it. */
  ticketContent: string;
  content: string;
  operatorId: number;
  /** Uploads (purpose 'reply') of this ticket, in the order shown. */
  uploadIds: readonly string[];
}

/**
 * Support answers a ticket inside the caller's transaction: the reply with its images, the ticket
 * marked replied and moved to the top of the member's list, and an 'fd' letter so the header's
 * unread counters move with the feedback badge.
 */
export async function addSupportReply(tx: Queryable, reply: SupportReply, now: Date): Promise<number> {
  await tx.query(`update feedback_tickets set status = 'replied', updated_at = $2 where id = $1`, [
    reply.ticketId,
    now,
  ]);
  const [row] = await tx.query<{ id: number }>(
    `insert into feedback_replies (ticket_id, author, content, created_at, operator_id) values ($1, 'support', $2, $3, $4) returning id`,
    [reply.ticketId, reply.content, now, reply.operatorId],
  );
  if (row === undefined) throw new Error('inserting a feedback reply returned no id');
  for (const [position, uploadId] of reply.uploadIds.entries()) {
    await tx.query('insert into feedback_reply_images (reply_id, upload_id, position) values ($1, $2, $3)', [
      row.id,
      uploadId,
      position,
    ]);
  }
  await sendLetter(
    tx,
    {
      memberId: reply.memberId,
      category: 'fd',
      title: REPLY_LETTER_TITLE,
      content: `您提交的意见反馈“${excerptOf(reply.ticketContent, LETTER_EXCERPT_MAX)}”客服已回复，请前往意见反馈查看。`,
    },
    now,
  );
  return row.id;
}
