import { ResponseCode } from 'shared/contract';
import type { ConsoleVenue } from 'shared/contract/console';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { appendAudit, type AuditActor } from '../operators/audit-log';

const SELECT = `select en_name as "channelCode", name, testing from venues`;

/** Every venue with its testing mark, in the catalogue's order. */
export async function listVenueTesting(db: Queryable): Promise<ConsoleVenue[]> {
  return db.query<ConsoleVenue>(`${SELECT} order by category, sort, id`);
}

/**
 * Marks or unmarks a venue as testing, with its audit row in the same transaction. A launch reads
 * the mark on every call (games/find-venue), so it applies at once. 6004 for an unknown venue.
 */
export async function setVenueTesting(
  db: Database,
  actor: AuditActor,
  change: { channelCode: string; testing: boolean; reason: string },
  now: Date,
): Promise<ConsoleVenue> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<ConsoleVenue>(`${SELECT} where en_name = $1 for update`, [change.channelCode]);
    if (before === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '没有这个场馆');
    const [after] = await tx.query<ConsoleVenue>(
      `update venues set testing = $2 where en_name = $1 returning en_name as "channelCode", name, testing`,
      [change.channelCode, change.testing],
    );
    if (after === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '没有这个场馆');
    await appendAudit(
      tx,
      actor,
      { action: 'venue.testing', target: `venue:${change.channelCode}`, before, after, reason: change.reason.trim() },
      now,
    );
    return after;
  });
}
