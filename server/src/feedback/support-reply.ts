import { ResponseCode } from 'shared/contract';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { sendLetter } from '../letters/send-letter';
import { excerptOf } from './excerpt';

export const REPLY_LETTER_TITLE = '您的反馈有新回复';
/** The letter names the ticket by its start, short enough for one line of the message list. */
const LETTER_EXCERPT_MAX = 20;

/**
 * Support answers a ticket: the reply, the ticket marked replied and moved to the top of the list,
 * and an 'fd' letter so the header's unread counters move with the feedback badge. A deleted
 * ticket is gone for the member too: 6004.
 */
export async function addSupportReply(db: Database, ticketId: number, content: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx.query<{ member_id: number; content: string }>(
      `update feedback_tickets set status = 'replied', updated_at = $2 where id = $1::bigint and deleted_at is null returning member_id, content`,
      [ticketId, now],
    );
    if (ticket === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '反馈不存在或已删除');
    const [reply] = await tx.query<{ id: number }>(
      `insert into feedback_replies (ticket_id, author, content, created_at) values ($1, 'support', $2, $3) returning id`,
      [ticketId, content, now],
    );
    if (reply === undefined) throw new Error('inserting a feedback reply returned no id');
    await sendLetter(
      tx,
      {
        memberId: ticket.member_id,
        category: 'fd',
        title: REPLY_LETTER_TITLE,
        content: `您提交的意见反馈“${excerptOf(ticket.content, LETTER_EXCERPT_MAX)}”客服已回复，请前往意见反馈查看。`,
      },
      now,
    );
    return reply.id;
  });
}
