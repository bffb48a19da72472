import type { FundRules } from 'shared/contract/console';
import type { Queryable } from '../../db/database';

/** A brand without a row: no phone rule, members may lock themselves, no hold. */
export function defaultFundRules(siteId: string): FundRules {
  return { siteId, phoneForWithdraw: false, phoneForFunds: false, memberLocking: true, withdrawHoldHours: 0 };
}

const SELECT = `select s.site_id as "siteId", coalesce(r.phone_for_withdraw, false) as "phoneForWithdraw",
       coalesce(r.phone_for_funds, false) as "phoneForFunds", coalesce(r.member_locking, true) as "memberLocking",
       coalesce(r.withdraw_hold_hours, 0) as "withdrawHoldHours"
  from sites s left join site_fund_rules r on r.site_id = s.site_id`;

/** Every brand's rules, in brand order. */
export async function listFundRules(db: Queryable): Promise<FundRules[]> {
  return db.query<FundRules>(`${SELECT} order by s.site_id`);
}

/** One brand's rules; null for an unknown brand. Read per call: a save applies at once everywhere. */
export async function readFundRules(db: Queryable, siteId: string): Promise<FundRules | null> {
  const rows = await db.query<FundRules>(`${SELECT} where s.site_id = $1`, [siteId]);
  return rows[0] ?? null;
}

/** Replaces one brand's rules inside the caller's transaction. */
export async function writeFundRules(tx: Queryable, rules: FundRules, now: Date): Promise<void> {
  await tx.query(
    `insert into site_fund_rules (site_id, phone_for_withdraw, phone_for_funds, member_locking, withdraw_hold_hours, updated_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (site_id) do update set phone_for_withdraw = excluded.phone_for_withdraw,
       phone_for_funds = excluded.phone_for_funds, member_locking = excluded.member_locking,
       withdraw_hold_hours = excluded.withdraw_hold_hours, updated_at = excluded.updated_at`,
    [rules.siteId, rules.phoneForWithdraw, rules.phoneForFunds, rules.memberLocking, rules.withdrawHoldHours, now],
  );
}
