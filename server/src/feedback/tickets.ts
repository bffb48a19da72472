import type { z } from 'zod';
import { ResponseCode, type addFeedBack, type FeedbackDetail, type FeedbackSummary } from 'shared/contract';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { currentTraceId } from '../domain/trace-scope';
import { oncePerRequest } from '../wallet/once-per-request';
import { excerptOf } from './excerpt';
import { memberBet, recentMemberBets, type BetKind } from './member-bets';
import { markRepliesRead, repliesOf } from './replies';
import { attachImages, checkImages, imagesOf } from './ticket-images';

export type NewFeedback = z.output<typeof addFeedBack.request>;

/** Tickets not closed yet, per member: past this a new one waits until support has answered. */
export const OPEN_TICKET_LIMIT = 5;

interface TicketRow {
  id: number;
  type: FeedbackSummary['type'];
  content: string;
  bet_kind: BetKind | null;
  bet_id: string | null;
  status: FeedbackSummary['status'];
  created_at: Date;
  updated_at: Date;
  unread: number;
}

const TICKET_COLUMNS = `t.id, t.type, t.content, t.bet_kind, t.bet_id, t.status, t.created_at, t.updated_at,
  (select count(*)::int from feedback_replies r where r.ticket_id = t.id and r.author = 'support' and r.read_at is null) as unread`;

function summaryOf(row: TicketRow): FeedbackSummary {
  return {
    id: row.id,
    type: row.type,
    excerpt: excerptOf(row.content),
    status: row.status,
    unreadReplies: row.unread,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Which of the member's recent bets `betId` is; only a 'bet' ticket takes one (6007 otherwise). */
async function betToAttach(
  db: Queryable,
  memberId: number,
  input: NewFeedback,
  now: Date,
): Promise<{ kind: BetKind; id: string } | null> {
  if (input.betId === undefined || input.betId === '') return null;
  if (input.type !== 'bet') throw new DomainError(ResponseCode.INVALID_PARAMETER, '只有投注问题可以附加注单');
  const found = (await recentMemberBets(db, memberId, now)).find((b) => b.bet.betId === input.betId);
  if (found === undefined) throw new DomainError(ResponseCode.INVALID_PARAMETER, '只能附加近14天内的注单');
  return { kind: found.kind, id: found.bet.betId };
}

/**
 * Files a ticket once per request id (a retried submit answers the same ticket). The member row is
 * locked first, so two submits at once cannot both slip under the open-ticket limit. The ticket keeps
 * the trace id of the page load it was filed from (the call's x-trace-id), so support can find it.
 */
export async function createTicket(
  db: Database,
  memberId: number,
  requestId: string,
  input: NewFeedback,
  now: Date,
  traceId: string | null = currentTraceId(),
): Promise<{ id: number }> {
  const key = { memberId, requestId, path: 'feedback/addFeedBack', body: input };
  return oncePerRequest(db, key, now, async (tx) => {
    await tx.query('select id from members where id = $1 for no key update', [memberId]);
    const [open] = await tx.query<{ count: number }>(
      `select count(*)::int as count from feedback_tickets where member_id = $1 and deleted_at is null and status <> 'closed'`,
      [memberId],
    );
    if ((open?.count ?? 0) >= OPEN_TICKET_LIMIT) {
      throw new DomainError(
        ResponseCode.FREQUENT_SUBMISSION,
        `您已有${OPEN_TICKET_LIMIT}条反馈正在处理，请等客服回复后再提交`,
      );
    }
    const uploadIds = await checkImages(tx, memberId, input.fileIds);
    const bet = await betToAttach(tx, memberId, input, now);
    const [row] = await tx.query<{ id: number }>(
      `insert into feedback_tickets (member_id, type, content, bet_kind, bet_id, created_at, updated_at, trace_id) values ($1, $2, $3, $4, $5, $6, $6, $7) returning id`,
      [memberId, input.type, input.content, bet?.kind ?? null, bet?.id ?? null, now, traceId],
    );
    if (row === undefined) throw new Error('inserting a feedback ticket returned no id');
    await attachImages(tx, row.id, uploadIds);
    return { id: row.id };
  });
}

/** The member's tickets that are not deleted, the latest activity first. */
export async function ticketPage(
  db: Queryable,
  memberId: number,
  pageNum: number,
  pageSize: number,
): Promise<{ list: FeedbackSummary[]; total: number }> {
  const [count] = await db.query<{ total: number }>(
    'select count(*)::int as total from feedback_tickets where member_id = $1 and deleted_at is null',
    [memberId],
  );
  const rows = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS} from feedback_tickets t where t.member_id = $1 and t.deleted_at is null
      order by t.updated_at desc, t.id desc limit $2 offset $3`,
    [memberId, pageSize, (pageNum - 1) * pageSize],
  );
  return { list: rows.map(summaryOf), total: count?.total ?? 0 };
}

async function ownTicket(db: Queryable, memberId: number, id: number): Promise<TicketRow> {
  const [row] = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS} from feedback_tickets t where t.id = $1::bigint and t.member_id = $2 and t.deleted_at is null`,
    [id, memberId],
  );
  if (row === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '反馈不存在或已删除');
  return row;
}

/**
 * One of the member's tickets in full (another member's: 6004). Opening it reads its support
 * replies, so the answer already counts them as read.
 */
export async function ticketDetail(
  db: Queryable,
  memberId: number,
  id: number,
  baseUrl: string,
  now: Date,
): Promise<FeedbackDetail> {
  const row = await ownTicket(db, memberId, id);
  await markRepliesRead(db, id, now);
  const [images, replies, bet] = await Promise.all([
    imagesOf(db, id, baseUrl, now),
    repliesOf(db, id, baseUrl, now),
    row.bet_kind === null || row.bet_id === null ? null : memberBet(db, memberId, row.bet_kind, row.bet_id),
  ]);
  return { ...summaryOf({ ...row, unread: 0 }), content: row.content, images, bet, replies };
}

/** Removes one of the member's tickets from their list (another member's: 6004). */
export async function deleteTicket(db: Queryable, memberId: number, id: number, now: Date): Promise<void> {
  const rows = await db.query<{ id: number }>(
    'update feedback_tickets set deleted_at = $3 where id = $1::bigint and member_id = $2 and deleted_at is null returning id',
    [id, memberId, now],
  );
  if (rows.length === 0) throw new DomainError(ResponseCode.NOT_FOUND, '反馈不存在或已删除');
}
