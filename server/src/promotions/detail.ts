import type { ActivityDetail } from 'shared/contract';
import type { Queryable } from '../db/database';
import type { Activity } from './activity';
import { bettingGiftDetail } from './details/betting-gift';
import { depositBonusDetail } from './details/deposit-bonus';
import { drawGiftDetail } from './details/draw-gift';
import { friendInvitationDetail } from './details/friend-invitation';
import { landDetail } from './details/land';
import { newTaskDetail } from './details/new-task';
import { raceDetail } from './details/race';
import { signGiftDetail } from './details/sign-gift';
import type { Viewer } from './viewer';

/** The part of promotion/config its page type needs, computed from the ledger and the member's records. */
export function activityDetail(
  db: Queryable,
  activity: Activity,
  viewer: Viewer | null,
  now: Date,
): Promise<ActivityDetail> {
  switch (activity.pageType) {
    case 'racePage':
      return raceDetail(db, activity, viewer, now);
    case 'activityLandPage':
      return Promise.resolve(landDetail(activity));
    case 'firstDeposit':
    case 'againDeposit':
      return depositBonusDetail(db, activity, viewer);
    case 'newTask':
      return newTaskDetail(db, activity, viewer, now);
    case 'drawGift':
      return drawGiftDetail(db, activity, viewer, now);
    case 'signGift':
      return signGiftDetail(db, activity, viewer, now);
    case 'friendInvitation':
      return friendInvitationDetail(db, activity, viewer);
    case 'bettingGift':
      return bettingGiftDetail(db, activity, viewer, now);
  }
}
