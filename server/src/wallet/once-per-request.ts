import { createHash } from 'node:crypto';
import { ResponseCode } from 'shared/contract';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';

export interface RequestKey {
  memberId: number;
  /** The x-request-id header: one per user action, reused by the client's retries. */
  requestId: string;
  /** The endpoint (plus method, for venue/resource): a key is never shared between two kinds of call. */
  path: string;
  /** The validated request body; a repeat must carry the same one. */
  body: unknown;
}

/** Whose request ids: a member's money calls, or an operator's money decisions in the console. */
type Owner = 'member' | 'operator';

const STORE: Record<Owner, { table: string; column: string }> = {
  member: { table: 'idempotent_requests', column: 'member_id' },
  operator: { table: 'operator_requests', column: 'operator_id' },
};

/** A concurrent call with the same key committed first: its answer is the one to give. */
class ClaimedElsewhere extends Error {}

/** JSON with sorted keys, so the fingerprint does not depend on property order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function bodyFingerprint(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

interface StoredRow {
  path: string;
  body_hash: string | null;
  status_code: number;
  response: unknown;
}

async function stored(db: Queryable, key: RequestKey, owner: Owner): Promise<StoredRow | null> {
  const { table, column } = STORE[owner];
  const rows = await db.query<StoredRow>(
    `select path, body_hash, status_code, response from ${table} where ${column} = $1 and request_id = $2`,
    [key.memberId, key.requestId],
  );
  return rows[0] ?? null;
}

/** 7601: the request id already carried another call or another body; the first answer is not this one's. */
export function requestIdConflict(): DomainError {
  return new DomainError(ResponseCode.REQUEST_ID_CONFLICT, '请求编号已用于另一笔操作，请刷新后重试');
}

/** A stored first answer for this key, or a refusal when the key was used for another call. */
function replayOf<T>(row: StoredRow | null, key: RequestKey, hash: string): T | null {
  if (row === null) return null;
  if (row.path !== key.path || (row.body_hash !== null && row.body_hash !== hash)) throw requestIdConflict();
  return row.status_code === ResponseCode.SUCCESS ? (row.response as T) : null;
}

/**
 * Runs a money call once per request id (ARCHITECTURE "nothing twice"): `run` gets a transaction
 * in which the key is claimed first, so a concurrent repeat waits on that row and then receives the
 * answer stored with it; a later repeat receives it too; the same key with another body or another
 * call is refused with 7601. A call that fails rolls back whole, claim included: nothing moved, and
 * a retry is judged afresh.
 */
export function oncePerRequest<T>(
  db: Database,
  key: RequestKey,
  now: Date,
  run: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return oncePerOwnedRequest(db, key, 'member', now, run);
}

/** The same, for an operator's money decision: the key is the operator's id and the decision's request id. */
export function oncePerOperatorRequest<T>(
  db: Database,
  key: Omit<RequestKey, 'memberId'> & { operatorId: number },
  now: Date,
  run: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return oncePerOwnedRequest(
    db,
    { memberId: key.operatorId, requestId: key.requestId, path: key.path, body: key.body },
    'operator',
    now,
    run,
  );
}

async function oncePerOwnedRequest<T>(
  db: Database,
  key: RequestKey,
  owner: Owner,
  now: Date,
  run: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { table, column } = STORE[owner];
  if (key.requestId === '') throw new DomainError(ResponseCode.INVALID_PARAMETER, '缺少请求编号，请刷新后重试');
  const hash = bodyFingerprint(key.body);
  const replay = replayOf<T>(await stored(db, key, owner), key, hash);
  if (replay !== null) return replay;
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx.query(
        `insert into ${table} (${column}, request_id, path, body_hash, status_code, response, created_at)
         values ($1, $2, $3, $4, 0, 'null'::jsonb, $5) on conflict do nothing returning request_id`,
        [key.memberId, key.requestId, key.path, hash, now],
      );
      if (claimed.length === 0) throw new ClaimedElsewhere();
      const answer = await run(tx);
      await tx.query(
        `update ${table} set status_code = $3, response = $4::jsonb where ${column} = $1 and request_id = $2`,
        [key.memberId, key.requestId, ResponseCode.SUCCESS, JSON.stringify(answer)],
      );
      return answer;
    });
  } catch (error) {
    if (!(error instanceof ClaimedElsewhere)) throw error;
    const first = replayOf<T>(await stored(db, key, owner), key, hash);
    if (first === null) throw new DomainError(ResponseCode.FREQUENT_SUBMISSION);
    return first;
  }
}
