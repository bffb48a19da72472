import { TRACE_LIST_LIMIT, type TraceFindings } from 'shared/contract/console';
import type { Database, Queryable } from '../db/database';
import { appendAudit, type AuditActor } from '../operators/audit-log';

interface CallRow {
  path: string;
  httpStatus: number;
  code: number;
  ms: number;
  at: Date;
  memberId: number | null;
}

interface ReportRow {
  kind: 'remote-load' | 'remote-event' | 'error' | 'rejection' | 'csp';
  remote: string;
  outcome: string;
  ms: number | null;
  version: string;
  message: string;
  source: string;
  stack: string;
  at: Date;
}

/** One more than shown, to tell a full list from a cut one. */
const FETCH = TRACE_LIST_LIMIT + 1;

/**
 * Everything kept about one page load, oldest first: its API calls, what the page reported, the
 * member whose session made the calls, and the tickets and support chats filed from it. The lookup
 * is an audit row (trace.lookup) written in the same transaction as the reads.
 */
export async function lookUpTrace(db: Database, actor: AuditActor, traceId: string, now: Date): Promise<TraceFindings> {
  return db.transaction(async (tx) => {
    const found = await findByTraceId(tx, traceId);
    await appendAudit(
      tx,
      actor,
      {
        action: 'trace.lookup',
        target: `trace:${traceId}`,
        after: { calls: found.calls.length, reports: found.remotes.length + found.errors.length },
      },
      now,
    );
    return found;
  });
}

export async function findByTraceId(db: Queryable, traceId: string): Promise<TraceFindings> {
  const calls = await db.query<CallRow>(
    `select path, http_status as "httpStatus", code, duration_ms as ms, at, member_id as "memberId"
     from trace_api_calls where trace_id = $1 order by at, id limit ${FETCH}`,
    [traceId],
  );
  const reports = await db.query<ReportRow>(
    `select kind, remote, outcome, duration_ms as ms, version, message, source, stack, at
     from browser_reports where trace_id = $1 order by at, id limit ${FETCH}`,
    [traceId],
  );
  const memberId = calls.find((call) => call.memberId !== null)?.memberId ?? null;
  const member =
    memberId === null
      ? []
      : await db.query<{ id: number; username: string }>('select id, username from members where id = $1', [memberId]);
  const tickets = await db.query<{ id: number; memberId: number; createdAt: Date }>(
    'select id, member_id as "memberId", created_at as "createdAt" from feedback_tickets where trace_id = $1 order by id',
    [traceId],
  );
  const chats = await db.query<{ userId: string; supportRid: string; siteId: string; at: Date }>(
    `select user_id as "userId", support_rid as "supportRid", site_id as "siteId", created_at as at
     from chat_login_traces where trace_id = $1 order by created_at`,
    [traceId],
  );
  const shownReports = reports.slice(0, TRACE_LIST_LIMIT);
  return {
    traceId,
    member: member[0] ?? null,
    calls: calls
      .slice(0, TRACE_LIST_LIMIT)
      .map(({ path, httpStatus, code, ms, at }) => ({ path, httpStatus, code, ms, at: at.toISOString() })),
    remotes: shownReports.flatMap((row) =>
      row.kind === 'remote-load' || row.kind === 'remote-event'
        ? [
            {
              kind: row.kind,
              remote: row.remote,
              outcome: row.outcome,
              ms: row.ms,
              version: row.version,
              detail: row.message,
              at: row.at.toISOString(),
            },
          ]
        : [],
    ),
    errors: shownReports.flatMap((row) =>
      row.kind === 'error' || row.kind === 'rejection' || row.kind === 'csp'
        ? [
            {
              kind: row.kind,
              // A CSP row keeps its directive in `outcome` and the blocked address in `message`.
              message: row.kind === 'csp' ? `${row.outcome}: ${row.message}` : row.message,
              source: row.source,
              stack: row.stack,
              at: row.at.toISOString(),
            },
          ]
        : [],
    ),
    truncated: calls.length > TRACE_LIST_LIMIT || reports.length > TRACE_LIST_LIMIT,
    tickets: tickets.map((ticket) => ({ ...ticket, createdAt: ticket.createdAt.toISOString() })),
    chats: chats.map((chat) => ({ ...chat, at: chat.at.toISOString() })),
  };
}
