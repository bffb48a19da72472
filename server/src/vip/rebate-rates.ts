import type { RebateRate, VenueCategory } from 'shared/contract';
import type { Queryable } from '../db/database';
import { fenToYuan } from '../wallet/money';

/**
 * The rebate of each game category (migration 017): its rate at every grade (index = grade), and the
 * turnover from which the cap applies with the cap itself, in yuan.
 */
export async function rebateRates(db: Queryable): Promise<RebateRate[]> {
  const [categories, rates] = await Promise.all([
    db.query<{ category: VenueCategory; thresholdFen: number; limitFen: number }>(
      `select category, threshold_fen as "thresholdFen", limit_fen as "limitFen" from vip_rebate_categories order by sort, category`,
    ),
    db.query<{ category: VenueCategory; rate: number }>(
      'select category, rate_percent::float8 as rate from vip_rebate_rates order by category, grade',
    ),
  ]);
  return categories.map(({ category, thresholdFen, limitFen }) => ({
    category,
    rates: rates.filter((r) => r.category === category).map((r) => r.rate),
    threshold: fenToYuan(thresholdFen),
    limit: fenToYuan(limitFen),
  }));
}
