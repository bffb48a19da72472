import type { ActivityDetail } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { formatBeijing } from '../../time/beijing';
import { fenToYuan } from '../../wallet/money';
import { drawChances, drawHistory, type DrawActivity } from '../draws';
import type { Viewer } from '../viewer';

export async function drawGiftDetail(
  db: Queryable,
  activity: DrawActivity,
  viewer: Viewer | null,
  now: Date,
): Promise<ActivityDetail> {
  const [chances, history] =
    viewer === null
      ? [0, []]
      : await Promise.all([
          drawChances(db, activity, viewer.memberId, now),
          drawHistory(db, activity.id, viewer.memberId),
        ]);
  return {
    pageType: 'drawGift',
    chances,
    chanceRule: `活动期间每存款满${fenToYuan(activity.config.depositPerChanceFen)}元可抽奖1次`,
    prizes: activity.config.prizes.map((prize) => ({
      id: prize.id,
      name: prize.name,
      amount: fenToYuan(prize.amountFen),
    })),
    history: history.map((row) => ({
      prizeName: row.prizeName,
      amount: fenToYuan(row.amountFen),
      at: formatBeijing(row.at),
    })),
  };
}
