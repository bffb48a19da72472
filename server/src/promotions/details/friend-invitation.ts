import type { ActivityDetail } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { formatBeijing } from '../../time/beijing';
import { fenToYuan } from '../../wallet/money';
import type { ActivityOf } from '../activity';
import { awardKey, rewardsByKeyPrefix } from '../award-keys';
import { invitedFriends } from '../friends';
import { inviteOf } from '../../members/invite-link';
import { maskName } from '../mask-name';
import type { Viewer } from '../viewer';

export async function friendInvitationDetail(
  db: Queryable,
  activity: ActivityOf<'friendInvitation'>,
  viewer: Viewer | null,
): Promise<ActivityDetail> {
  const [invite, friends, rewards] =
    viewer === null
      ? [null, [], []]
      : await Promise.all([
          inviteOf(db, viewer.memberId, viewer.siteId),
          invitedFriends(db, viewer.memberId),
          rewardsByKeyPrefix(db, viewer.memberId, awardKey.friends(activity.id)),
        ]);
  const rewarded = new Set(rewards.map((reward) => reward.awardKey));
  return {
    pageType: 'friendInvitation',
    invite,
    rewardPerFriend: fenToYuan(activity.config.rewardPerFriendFen),
    minFriendDeposit: fenToYuan(activity.config.minFriendDepositFen),
    friends: friends.map((friend) => ({
      name: maskName(friend.username),
      registeredAt: formatBeijing(friend.registeredAt),
      deposited: friend.deposited,
      rewarded: rewarded.has(awardKey.friend(activity.id, friend.memberId)),
    })),
    earned: fenToYuan(rewards.reduce((sum, reward) => sum + reward.amountFen, 0)),
  };
}
