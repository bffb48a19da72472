import type { AuditEntry, AuditFilter, ConsoleAuditAction, ConsoleRole } from 'shared/contract/console';
import type { Queryable, SqlValue } from '../db/database';

/** Who acted, from where: the console call's operator, address and trace id. */
export interface AuditActor {
  operatorId: number;
  operatorName: string;
  roles: readonly ConsoleRole[];
  address: string;
  traceId: string | null;
}

export interface AuditRecord {
  action: ConsoleAuditAction;
  target: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/**
 * Appends one audit row. Takes the action's transaction, never the database: the row commits with the
 * action or not at all, so an action that fails leaves no row and no action goes unrecorded.
 */
export async function appendAudit(tx: Queryable, actor: AuditActor, record: AuditRecord, now: Date): Promise<void> {
  await tx.query(
    `insert into audit_log (operator_id, operator_name, role, at, action, target, before, after, reason, trace_id, address)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11)`,
    [
      actor.operatorId,
      actor.operatorName,
      actor.roles.join(','),
      now,
      record.action,
      record.target,
      record.before === undefined ? null : JSON.stringify(record.before),
      record.after === undefined ? null : JSON.stringify(record.after),
      record.reason ?? '',
      actor.traceId ?? '',
      actor.address,
    ],
  );
}

interface AuditRow {
  id: string;
  operatorId: number;
  operatorName: string;
  role: string;
  at: Date;
  action: ConsoleAuditAction;
  target: string;
  before: unknown;
  after: unknown;
  reason: string;
  traceId: string;
  address: string;
}

function where(filter: AuditFilter): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [];
  const terms: string[] = [];
  const add = (term: (n: string) => string, value: SqlValue): void => {
    params.push(value);
    terms.push(term(`$${params.length}`));
  };
  if (filter.operatorId !== undefined) add((n) => `operator_id = ${n}`, filter.operatorId);
  if (filter.action !== undefined) add((n) => `action = ${n}`, filter.action);
  if (filter.target !== undefined && filter.target !== '') {
    // `withdraw` finds every withdraw:… row; `withdraw:W…` that one target.
    add(
      (n) => (filter.target?.includes(':') === true ? `target = ${n}` : `split_part(target, ':', 1) = ${n}`),
      filter.target,
    );
  }
  if (filter.from !== undefined) add((n) => `at >= ${n}::timestamptz`, filter.from);
  if (filter.to !== undefined) add((n) => `at < ${n}::timestamptz`, filter.to);
  return { sql: terms.length === 0 ? '' : `where ${terms.join(' and ')}`, params };
}

function entryView(row: AuditRow): AuditEntry {
  return { ...row, id: Number(row.id), at: row.at.toISOString() };
}

const COLUMNS = `id::text, operator_id as "operatorId", operator_name as "operatorName", role, at, action, target, before, after,
  reason, trace_id as "traceId", address`;

/** Newest first. */
export async function auditPage(
  db: Queryable,
  filter: AuditFilter,
  page: { pageNum: number; pageSize: number },
): Promise<{ list: AuditEntry[]; total: number }> {
  const { sql, params } = where(filter);
  const [rows, count] = await Promise.all([
    db.query<AuditRow>(
      `select ${COLUMNS} from audit_log ${sql} order by at desc, id desc limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}`,
      params,
    ),
    db.query<{ total: number }>(`select count(*)::int as total from audit_log ${sql}`, params),
  ]);
  return { list: rows.map(entryView), total: count[0]?.total ?? 0 };
}

export async function auditRows(db: Queryable, filter: AuditFilter, limit: number): Promise<AuditEntry[]> {
  const { sql, params } = where(filter);
  const rows = await db.query<AuditRow>(
    `select ${COLUMNS} from audit_log ${sql} order by at desc, id desc limit ${limit}`,
    params,
  );
  return rows.map(entryView);
}
