import type { Queryable } from '../db/database';

export interface TraceFindings {
  tickets: { id: number; memberId: number }[];
  chats: { userId: string; supportRid: string; siteId: string }[];
}

/** What support finds by a player's 问题编号 (the page load's trace id): the tickets filed and the support chats opened from it. */
export async function findByTraceId(db: Queryable, traceId: string): Promise<TraceFindings> {
  const tickets = await db.query<{ id: number; memberId: number }>(
    'select id, member_id as "memberId" from feedback_tickets where trace_id = $1 order by id',
    [traceId],
  );
  const chats = await db.query<{ userId: string; supportRid: string; siteId: string }>(
    'select user_id as "userId", support_rid as "supportRid", site_id as "siteId" from chat_login_traces where trace_id = $1 order by created_at',
    [traceId],
  );
  return { tickets, chats };
}

/** A chat login names the page load it came from; the first login of a person from that load is kept. */
export async function recordChatTrace(
  db: Queryable,
  trace: { traceId: string; siteId: string; userId: string; supportRid: string },
  now: Date,
): Promise<void> {
  await db.query(
    `insert into chat_login_traces (trace_id, site_id, user_id, support_rid, created_at) values ($1, $2, $3, $4, $5)
     on conflict (trace_id, user_id) do nothing`,
    [trace.traceId, trace.siteId, trace.userId, trace.supportRid, now],
  );
}
