import type { RebateBreakdown } from 'shared/contract';
import { fenToYuan } from '../wallet/money';
import type { RebateOffer } from './welfare';

/** A daily rebate's breakdown as the welfare list carries it, amounts in yuan. */
export function presentRebate(offer: RebateOffer): RebateBreakdown {
  return {
    day: offer.day,
    grade: offer.grade,
    lines: offer.lines.map((line) => ({
      category: line.category,
      turnover: fenToYuan(line.turnoverFen),
      rate: line.ratePercent,
      amount: fenToYuan(line.amountFen),
    })),
  };
}
