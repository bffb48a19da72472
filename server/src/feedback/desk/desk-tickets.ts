import { ResponseCode } from 'shared/contract';
import type { DeskTicket, DeskTicketState, DeskTicketSummary } from 'shared/contract/console';
import type { FeedbackType } from 'shared/contract';
import type { Queryable, SqlValue } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { excerptOf } from '../excerpt';
import { memberBet, type BetKind } from '../member-bets';
import { replyImagesOf } from '../replies';

/** A ticket as the desk reads it from the database. */
export interface DeskTicketRow {
  id: number;
  type: FeedbackType;
  content: string;
  status: DeskTicketState;
  memberId: number;
  memberName: string;
  vipGrade: number;
  supportSeenAt: Date | null;
  imageCount: number;
  betKind: BetKind | null;
  betId: string | null;
  traceId: string | null;
  closedAt: Date | null;
  closerName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `t.id, t.type, t.content, t.status, t.member_id as "memberId", m.username as "memberName",
  m.vip_grade as "vipGrade", t.support_seen_at as "supportSeenAt", t.bet_kind as "betKind", t.bet_id as "betId",
  t.trace_id as "traceId", t.closed_at as "closedAt", o.name as "closerName", t.created_at as "createdAt",
  t.updated_at as "updatedAt", (select count(*)::int from feedback_images i where i.ticket_id = t.id) as "imageCount"`;
const FROM = `feedback_tickets t join members m on m.id = t.member_id left join operators o on o.id = t.closed_by`;

/** Drivers differ in how they hand back timestamps. */
function normalise(row: DeskTicketRow): DeskTicketRow {
  const at = (value: Date | null) => (value === null ? null : new Date(value));
  return {
    ...row,
    supportSeenAt: at(row.supportSeenAt),
    closedAt: at(row.closedAt),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}

export function deskSummaryOf(row: DeskTicketRow): DeskTicketSummary {
  return {
    id: row.id,
    type: row.type,
    excerpt: excerptOf(row.content),
    status: row.status,
    memberId: row.memberId,
    memberName: row.memberName,
    vipGrade: row.vipGrade,
    unreadBySupport: row.supportSeenAt === null,
    imageCount: row.imageCount,
    hasBet: row.betId !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The queue: tickets in one state (of one type when asked), newest first; a member's deleted ones are gone. */
export async function deskTicketPage(
  db: Queryable,
  filter: { status: DeskTicketState; type?: FeedbackType | undefined; pageNum: number; pageSize: number },
): Promise<{ list: DeskTicketSummary[]; total: number }> {
  const params: SqlValue[] = [filter.status];
  let where = 't.deleted_at is null and t.status = $1';
  if (filter.type !== undefined) {
    params.push(filter.type);
    where += ` and t.type = $${params.length}`;
  }
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from feedback_tickets t where ${where}`,
    params,
  );
  const rows = await db.query<DeskTicketRow>(
    `select ${COLUMNS} from ${FROM} where ${where} order by t.created_at desc, t.id desc
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filter.pageSize, (filter.pageNum - 1) * filter.pageSize],
  );
  return { list: rows.map((row) => deskSummaryOf(normalise(row))), total: count?.total ?? 0 };
}

/** A ticket the member has not deleted, locked for an action when asked: 6004 otherwise. */
export async function findDeskTicket(db: Queryable, id: number, lock = false): Promise<DeskTicketRow> {
  const [row] = await db.query<DeskTicketRow>(
    `select ${COLUMNS} from ${FROM} where t.id = $1::bigint and t.deleted_at is null${lock ? ' for update of t' : ''}`,
    [id],
  );
  if (row === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '工单不存在或已被会员删除');
  return normalise(row);
}

interface ReplyRow {
  id: number;
  author: 'member' | 'support';
  content: string;
  operatorName: string | null;
  createdAt: Date;
}

/** The ticket in full for the desk: text, image ids, the disputed bet and the thread with its images. */
export async function deskTicketView(db: Queryable, row: DeskTicketRow): Promise<DeskTicket> {
  const [images, replies, replyImages, bet] = await Promise.all([
    db.query<{ fileId: string }>(
      `select upload_id as "fileId" from feedback_images where ticket_id = $1 order by position`,
      [row.id],
    ),
    db.query<ReplyRow>(
      `select r.id, r.author, r.content, o.name as "operatorName", r.created_at as "createdAt"
         from feedback_replies r left join operators o on o.id = r.operator_id where r.ticket_id = $1 order by r.created_at, r.id`,
      [row.id],
    ),
    replyImagesOf(db, row.id),
    row.betKind === null || row.betId === null ? null : memberBet(db, row.memberId, row.betKind, row.betId),
  ]);
  return {
    ...deskSummaryOf(row),
    content: row.content,
    images,
    bet,
    replies: replies.map((reply) => ({
      id: reply.id,
      from: reply.author,
      content: reply.content,
      operatorName: reply.operatorName,
      images: (replyImages.get(reply.id) ?? []).map((upload) => ({ fileId: upload.id })),
      createdAt: new Date(reply.createdAt).toISOString(),
    })),
    traceId: row.traceId ?? '',
    closedBy: row.closedAt === null ? null : { operatorName: row.closerName ?? '', at: row.closedAt.toISOString() },
  };
}

/** An operator opened the ticket: it is no longer new to support. */
export async function markSeenBySupport(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('update feedback_tickets set support_seen_at = $2 where id = $1 and support_seen_at is null', [
    id,
    now,
  ]);
}
