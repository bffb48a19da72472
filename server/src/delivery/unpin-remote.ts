import { ResponseCode } from 'shared/contract';
import type { RemoteVersion } from 'shared/contract/console';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { appendAudit, type AuditActor } from '../operators/audit-log';
import { findSite } from '../sites/sites';
import { appendPinHistory, deletePin, readPin } from './pin-store';

/**
 * Removes a brand's pin of a remote: the host then loads it from the brand config's own address.
 * The deletion, its history row (no versions) and the audit row (the pin as it was) commit together;
 * 8095 when the brand pins nothing for that remote.
 */
export async function unpinRemote(
  db: Database,
  actor: AuditActor,
  target: { siteId: string; remote: RemoteVersion['remote'] },
  now: Date,
): Promise<{ siteId: string; remote: RemoteVersion['remote'] }> {
  if ((await findSite(db, target.siteId)) === null) throw new DomainError(ResponseCode.NOT_FOUND, '没有这个品牌');
  return db.transaction(async (tx) => {
    const before = await readPin(tx, target.siteId, target.remote, true);
    if (before === null) throw new DomainError(ResponseCode.RELEASE_NOT_PINNED);
    await deletePin(tx, target.siteId, target.remote);
    await appendPinHistory(
      tx,
      {
        ...target,
        stableVersion: null,
        canaryVersion: null,
        canaryPercent: 0,
        updatedAt: now,
        updatedBy: actor.operatorName,
      },
      'unpin',
    );
    await appendAudit(
      tx,
      actor,
      { action: 'release.unpin', target: `pin:${target.siteId}:${target.remote}`, before, after: null },
      now,
    );
    return target;
  });
}
