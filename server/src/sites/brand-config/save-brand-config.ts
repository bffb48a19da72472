import { ResponseCode } from 'shared/contract';
import type { BrandConfigVersion } from 'shared/contract/console';
import { parseLiveBrand } from 'shared/config';
import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { appendAudit, type AuditActor } from '../../operators/audit-log';
import { findSite } from '../sites';
import { brandConfigVersion, insertBrandConfigVersion, latestBrandConfig } from './brand-config-store';

async function requireBrand(tx: Queryable, siteId: string): Promise<void> {
  if ((await findSite(tx, siteId)) === null) throw new DomainError(ResponseCode.NOT_FOUND, '没有这个站点');
}

/** The same schema as the console's editor and the host's overlay; the refusal names the field. */
function checked(config: unknown) {
  const result = parseLiveBrand(config);
  if (!result.ok) {
    throw new DomainError(ResponseCode.BRAND_CONFIG_INVALID, `品牌配置不正确：${result.field} ${result.message}`);
  }
  return result.live;
}

/**
 * Saves a brand's live config as a new version, with its audit row in the same transaction. The save
 * names the version it edited: when another operator saved in between, 8101 (nothing is overwritten).
 */
export async function saveBrandConfig(
  db: Database,
  actor: AuditActor,
  change: { siteId: string; baseVersion: number | null; config: unknown; reason: string },
  now: Date,
): Promise<BrandConfigVersion> {
  const config = checked(change.config);
  return db.transaction(async (tx) => {
    await requireBrand(tx, change.siteId);
    const before = await latestBrandConfig(tx, change.siteId);
    if ((before?.version ?? null) !== change.baseVersion) throw new DomainError(ResponseCode.BRAND_CONFIG_STALE);
    const saved = await insertBrandConfigVersion(
      tx,
      change.siteId,
      {
        version: (before?.version ?? 0) + 1,
        config,
        reason: change.reason.trim(),
        createdBy: actor.operatorName,
        restoredFrom: null,
      },
      now,
    );
    await appendAudit(
      tx,
      actor,
      {
        action: 'brand_config.save',
        target: `brand:${change.siteId}:${saved.version}`,
        before: before?.config ?? null,
        after: config,
        reason: saved.reason,
      },
      now,
    );
    return saved;
  });
}

/** Restores an earlier version as a new latest one, in one step, audited in the same transaction. */
export async function rollBackBrandConfig(
  db: Database,
  actor: AuditActor,
  change: { siteId: string; version: number; reason: string },
  now: Date,
): Promise<BrandConfigVersion> {
  return db.transaction(async (tx) => {
    await requireBrand(tx, change.siteId);
    const target = await brandConfigVersion(tx, change.siteId, change.version);
    if (target === null) throw new DomainError(ResponseCode.NOT_FOUND, '没有这个版本');
    const before = await latestBrandConfig(tx, change.siteId);
    const saved = await insertBrandConfigVersion(
      tx,
      change.siteId,
      {
        version: (before?.version ?? 0) + 1,
        config: target.config,
        reason: change.reason.trim(),
        createdBy: actor.operatorName,
        restoredFrom: target.version,
      },
      now,
    );
    await appendAudit(
      tx,
      actor,
      {
        action: 'brand_config.rollback',
        target: `brand:${change.siteId}:${saved.version}`,
        before: before?.config ?? null,
        after: target.config,
        reason: saved.reason,
      },
      now,
    );
    return saved;
  });
}
