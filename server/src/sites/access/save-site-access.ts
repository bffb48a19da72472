import { ResponseCode } from 'shared/contract';
import type { SiteAccess } from 'shared/contract/console';
import type { Database } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { appendAudit, type AuditActor } from '../../operators/audit-log';
import { parseIpRule } from './ip-rules';
import { forgetSiteAccess, readSiteAccess, writeSiteAccess } from './site-access-store';

export interface SiteAccessChange {
  access: SiteAccess;
  reason: string;
}

/** Lists without repeats, codes upper case, rules trimmed: what is stored and shown back. */
function tidy(access: SiteAccess): SiteAccess {
  const unique = (list: readonly string[]) => [...new Set(list.map((entry) => entry.trim()))];
  return {
    ...access,
    maintenanceMessage: access.maintenanceMessage.trim(),
    suspendedMessage: access.suspendedMessage.trim(),
    blockedRegions: unique(access.blockedRegions),
    warnedRegions: unique(access.warnedRegions),
    deniedIps: unique(access.deniedIps),
  };
}

/**
 * Replaces a brand's site access settings and writes the audit row (before/after, reason) in the
 * same transaction. An unknown brand is 6004; an IP rule that is no address or range is 6007 naming it.
 */
export async function saveSiteAccess(
  db: Database,
  actor: AuditActor,
  change: SiteAccessChange,
  now: Date,
): Promise<SiteAccess> {
  const after = tidy(change.access);
  const bad = after.deniedIps.find((rule) => parseIpRule(rule) === null);
  if (bad !== undefined) throw new DomainError(ResponseCode.INVALID_PARAMETER, `IP 格式不正确：${bad}`);
  const saved = await db.transaction(async (tx) => {
    const before = await readSiteAccess(tx, after.siteId);
    if (before === null) throw new DomainError(ResponseCode.NOT_FOUND, '没有这个站点');
    await writeSiteAccess(tx, after, now);
    await appendAudit(
      tx,
      actor,
      { action: 'site_access.save', target: `site:${after.siteId}`, before, after, reason: change.reason.trim() },
      now,
    );
    return readSiteAccess(tx, after.siteId);
  });
  forgetSiteAccess(db, after.siteId);
  return saved ?? after;
}
