import { ResponseCode } from 'shared/contract';
import type { VerticalSite } from 'shared/contract/console';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { appendAudit, type AuditActor } from '../operators/audit-log';
import { setVerticalSwitch, verticalStatuses, type VerticalSwitch } from './vertical-switches';

/** Every brand with its verticals' switches, in site order. */
export async function listVerticalSites(db: Queryable): Promise<VerticalSite[]> {
  const sites = await db.query<{ siteId: string; name: string }>(
    `select site_id as "siteId", name from sites order by length(site_id), site_id`,
  );
  return Promise.all(sites.map(async (site) => ({ ...site, verticals: await verticalStatuses(db, site.siteId) })));
}

async function verticalSite(db: Queryable, siteId: string): Promise<VerticalSite | null> {
  const [site] = await db.query<{ siteId: string; name: string }>(
    `select site_id as "siteId", name from sites where site_id = $1`,
    [siteId],
  );
  return site === undefined ? null : { ...site, verticals: await verticalStatuses(db, siteId) };
}

/**
 * The operator's switch of one vertical of one brand, with its audit row (the vertical's state before
 * and after, the reason) in the same transaction. An unknown brand is 6004.
 */
export async function switchVertical(
  db: Database,
  actor: AuditActor,
  change: VerticalSwitch & { reason: string },
  now: Date,
): Promise<VerticalSite> {
  return db.transaction(async (tx) => {
    const before = await verticalSite(tx, change.siteId);
    if (before === null) throw new DomainError(ResponseCode.NOT_FOUND, '没有这个站点');
    const { reason, ...next } = change;
    await setVerticalSwitch(tx, { ...next, message: next.message.trim() }, now);
    const after = await verticalSite(tx, change.siteId);
    if (after === null) throw new DomainError(ResponseCode.NOT_FOUND, '没有这个站点');
    await appendAudit(
      tx,
      actor,
      {
        action: 'vertical.set',
        target: `site:${change.siteId}:${change.vertical}`,
        before: before.verticals[change.vertical],
        after: after.verticals[change.vertical],
        reason: reason.trim(),
      },
      now,
    );
    return after;
  });
}
