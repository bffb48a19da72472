import type { FastifyBaseLogger } from 'fastify';
import { DECRYPTIONS_PER_HOUR, ResponseCode, type DecryptableField } from 'shared/contract';
import type { Database } from '../../db/database';
import { DomainError } from '../../domain/domain-error';

const HOUR_MS = 60 * 60 * 1000;
/** Namespaces this lock apart from the other advisory keys of the server. */
const REVEAL_LOCK_SPACE = 7_400_026;

export const REVEALS_TOO_FREQUENT = '查看过于频繁，请稍后再试';
export const NOTHING_TO_REVEAL = '未绑定该信息';

const COLUMN: Readonly<Record<DecryptableField, string>> = { phone: 'phone', email: 'email', realName: 'real_name' };

/**
 * site/common/singleDataDecryption: the plain value of one of the caller's own masked fields. Every
 * reveal is a row of data_reveals (member, field, trace id) and a log line with the trace id; more
 * than DECRYPTIONS_PER_HOUR in an hour answer 6011, so a stolen session cannot harvest the data
 * faster than a member looks at it. A field never bound answers 6004.
 */
export async function revealField(
  db: Database,
  memberId: number,
  field: DecryptableField,
  traceId: string | null,
  log: FastifyBaseLogger,
  now: Date,
): Promise<string> {
  const value = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, $2)', [REVEAL_LOCK_SPACE, memberId]);
    const counted = await tx.query<{ count: number }>(
      'select count(*)::int as count from data_reveals where member_id = $1 and created_at > $2',
      [memberId, new Date(now.getTime() - HOUR_MS)],
    );
    if ((counted[0]?.count ?? 0) >= DECRYPTIONS_PER_HOUR)
      throw new DomainError(ResponseCode.FREQUENT_SUBMISSION, REVEALS_TOO_FREQUENT);
    const rows = await tx.query<{ value: string }>(`select ${COLUMN[field]} as value from members where id = $1`, [
      memberId,
    ]);
    const plain = rows[0]?.value.trim() ?? '';
    if (plain === '') throw new DomainError(ResponseCode.NOT_FOUND, NOTHING_TO_REVEAL);
    await tx.query('insert into data_reveals (member_id, field, trace_id, created_at) values ($1, $2, $3, $4)', [
      memberId,
      field,
      traceId,
      now,
    ]);
    return plain;
  });
  log.info({ memberId, field, traceId }, 'masked data revealed');
  return value;
}
