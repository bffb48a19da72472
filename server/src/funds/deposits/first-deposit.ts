import type { Queryable } from '../../db/database';
import { countPaidOrders } from './orders';

/**
 * The first-deposit hint of payment/types: the running firstDeposit activity of the member's site
 * (seeded: 新会员首存送100%), while the member has not paid a deposit yet.
 */
export async function firstDepositBonus(db: Queryable, memberId: number, siteId: string, now: Date): Promise<string | null> {
  if ((await countPaidOrders(db, memberId)) > 0) return null;
  const rows = await db.query<{ title: string; subtitle: string }>(
    `select title, subtitle from activities
      where page_type = 'firstDeposit' and enabled and start_time <= $1 and end_time > $1 and (site_id is null or site_id = $2)
      order by sort, id limit 1`,
    [now, siteId],
  );
  const activity = rows[0];
  if (activity === undefined) return null;
  return activity.subtitle === '' ? activity.title : `${activity.title}：${activity.subtitle}`;
}
