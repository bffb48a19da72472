import { ResponseCode } from 'shared/contract';
import type { BrandRemotePin, RemoteVersion } from 'shared/contract/console';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { appendAudit, type AuditActor } from '../operators/audit-log';
import { findSite } from '../sites/sites';
import { appendPinHistory, describePin, readPin, writePin, type PinRow } from './pin-store';
import { findVersion } from './version-store';

type Target = { siteId: string; remote: RemoteVersion['remote'] };

export type PinChange =
  | (Target & { action: 'pin'; version: string })
  | (Target & { action: 'canary'; version: string; percent: number })
  | (Target & { action: 'clear_canary' })
  | (Target & { action: 'promote' })
  | (Target & { action: 'rollback'; version: string });

async function requireVersion(db: Queryable, remote: string, version: string): Promise<void> {
  if ((await findVersion(db, remote, version)) === null) throw new DomainError(ResponseCode.RELEASE_UNKNOWN_VERSION);
}

/** The pin after the change, or a refusal: what each action means is decided here only. */
async function next(
  db: Queryable,
  before: PinRow | null,
  change: PinChange,
  now: Date,
): Promise<Omit<PinRow, 'updatedAt' | 'updatedBy'>> {
  const current = {
    siteId: change.siteId,
    remote: change.remote,
    stableVersion: before?.stableVersion ?? null,
    canaryVersion: before?.canaryVersion ?? null,
    canaryPercent: before?.canaryPercent ?? 0,
    canarySince: before?.canarySince ?? null,
  };
  const noCanary = { canaryVersion: null, canaryPercent: 0, canarySince: null };
  switch (change.action) {
    case 'pin':
    case 'rollback': {
      await requireVersion(db, change.remote, change.version);
      if (current.stableVersion === change.version && current.canaryVersion === null)
        throw new DomainError(ResponseCode.RELEASE_ALREADY_SO);
      // Pinning the canary's own version as stable ends the canary too: nothing is left to try.
      const keepCanary = change.action === 'pin' && current.canaryVersion !== change.version;
      return keepCanary
        ? { ...current, stableVersion: change.version }
        : { ...current, stableVersion: change.version, ...noCanary };
    }
    case 'canary':
      await requireVersion(db, change.remote, change.version);
      if (current.stableVersion === change.version)
        throw new DomainError(ResponseCode.RELEASE_ALREADY_SO, '灰度版本不能与稳定版本相同');
      if (current.canaryVersion === change.version && current.canaryPercent === change.percent)
        throw new DomainError(ResponseCode.RELEASE_ALREADY_SO);
      // A new share of the same version keeps its health figures; a new version starts them afresh.
      return {
        ...current,
        canaryVersion: change.version,
        canaryPercent: change.percent,
        canarySince: current.canaryVersion === change.version ? current.canarySince : now,
      };
    case 'clear_canary':
      if (current.canaryVersion === null) throw new DomainError(ResponseCode.RELEASE_NO_CANARY);
      return { ...current, ...noCanary };
    case 'promote':
      if (current.canaryVersion === null) throw new DomainError(ResponseCode.RELEASE_NO_CANARY);
      return { ...current, stableVersion: current.canaryVersion, ...noCanary };
  }
}

/**
 * Changes one brand's pin for one remote: the pin, its history row and the audit row (before and
 * after) commit together. Live on each visitor's next page load (the host asks at start).
 */
export async function changePin(
  db: Database,
  actor: AuditActor,
  change: PinChange,
  now: Date,
): Promise<BrandRemotePin> {
  if ((await findSite(db, change.siteId)) === null) throw new DomainError(ResponseCode.NOT_FOUND, '没有这个品牌');
  return db.transaction(async (tx) => {
    const before = await readPin(tx, change.siteId, change.remote, true);
    const after: PinRow = { ...(await next(tx, before, change, now)), updatedAt: now, updatedBy: actor.operatorName };
    await writePin(tx, after);
    await appendPinHistory(tx, after, change.action);
    await appendAudit(
      tx,
      actor,
      { action: `release.${change.action}`, target: `pin:${change.siteId}:${change.remote}`, before, after },
      now,
    );
    return describePin(tx, after);
  });
}
