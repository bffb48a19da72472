import { ResponseCode } from 'shared/contract';
import type { FundRules } from 'shared/contract/console';
import type { Database } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { appendAudit, type AuditActor } from '../../operators/audit-log';
import { readFundRules, writeFundRules } from './fund-rules-store';

/**
 * Replaces a brand's fund rules and writes the audit row (before/after, reason) in the same
 * transaction; 6004 for an unknown brand. An inconsistent set (a hold without the phone rule) is
 * saved as asked, since an admin may change one switch at a time; the player API then answers 6111.
 */
export async function saveFundRules(
  db: Database,
  actor: AuditActor,
  change: { rules: FundRules; reason: string },
  now: Date,
): Promise<FundRules> {
  const after = change.rules;
  return db.transaction(async (tx) => {
    const before = await readFundRules(tx, after.siteId);
    if (before === null) throw new DomainError(ResponseCode.NOT_FOUND, '没有这个站点');
    await writeFundRules(tx, after, now);
    await appendAudit(
      tx,
      actor,
      { action: 'fund_rules.save', target: `site:${after.siteId}`, before, after, reason: change.reason.trim() },
      now,
    );
    return (await readFundRules(tx, after.siteId)) ?? after;
  });
}
