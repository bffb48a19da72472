import type { Queryable } from '../db/database';

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
