import type { RebateRate, VenueCategory } from 'shared/contract';
import { rebateAmount } from 'shared/format';
import { fenToYuan, yuanToFen } from '../wallet/money';

/** One category of a day's rebate, amounts in fen. */
export interface RebateLineFen {
  category: VenueCategory;
  turnoverFen: number;
  /** Percent: 0.5 is 0.5 %. */
  ratePercent: number;
  amountFen: number;
}

/** The rate of `grade` in a category's table (index = grade); a grade past the table takes its last rate. */
export function rateAtGrade(rates: readonly number[], grade: number): number {
  return rates[Math.min(grade, rates.length - 1)] ?? 0;
}

/**
 * A day's rebate by category: each category's settled turnover × the grade's rate, capped once the
 * turnover reaches the category's threshold, cut down to the fen (SPEC §9 rebate helper,
 * shared/format rebateAmount). Categories without a configured rate pay nothing and are left out,
 * as are those whose turnover is too small to earn a fen; the rest keep the order of the rate table.
 */
export function rebateLines(
  turnover: readonly { category: VenueCategory; turnoverFen: number }[],
  rates: readonly RebateRate[],
  grade: number,
): RebateLineFen[] {
  return rates.flatMap((rate) => {
    const turnoverFen = turnover.filter((t) => t.category === rate.category).reduce((sum, t) => sum + t.turnoverFen, 0);
    if (turnoverFen <= 0) return [];
    const ratePercent = rateAtGrade(rate.rates, grade);
    const amountFen = yuanToFen(
      rebateAmount(fenToYuan(turnoverFen), ratePercent, { threshold: rate.threshold, limit: rate.limit }),
    );
    return amountFen > 0 ? [{ category: rate.category, turnoverFen, ratePercent, amountFen }] : [];
  });
}
