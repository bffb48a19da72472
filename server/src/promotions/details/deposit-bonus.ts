import type { ActivityDetail } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { formatBeijing } from '../../time/beijing';
import { fenToYuan } from '../../wallet/money';
import { depositBonusState, type DepositBonusActivity } from '../deposit-bonus';
import type { Viewer } from '../viewer';

export async function depositBonusDetail(
  db: Queryable,
  activity: DepositBonusActivity,
  viewer: Viewer | null,
): Promise<ActivityDetail> {
  const { config } = activity;
  const state = viewer === null ? null : await depositBonusState(db, activity, viewer.memberId);
  const common = {
    bonusRate: config.bonusRatePercent,
    maxBonus: fenToYuan(config.maxBonusFen),
    minDeposit: fenToYuan(config.minDepositFen),
    turnoverMultiple: config.turnoverMultiple,
    joinTiming: config.joinTiming,
    qualifyingDeposit: state?.qualifying
      ? { amount: fenToYuan(state.qualifying.amountFen), at: formatBeijing(state.qualifying.at) }
      : null,
    bonus:
      state?.paid && state.paid.paidAt
        ? {
            amount: fenToYuan(state.paid.amountFen),
            turnoverRequired: fenToYuan(state.paid.turnoverRequiredFen),
            paidAt: formatBeijing(state.paid.paidAt),
          }
        : null,
  };
  return activity.pageType === 'firstDeposit'
    ? { pageType: 'firstDeposit', ...common }
    : { pageType: 'againDeposit', ...common };
}
