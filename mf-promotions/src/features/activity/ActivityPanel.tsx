import type { ActivityConfig } from 'shared/contract';
import { BettingGiftPanel } from './types/bettingGift/BettingGiftPanel';
import { DepositBonusPanel } from './types/deposit/DepositBonusPanel';
import { DrawGiftPanel } from './types/drawGift/DrawGiftPanel';
import { FriendInvitationPanel } from './types/friendInvitation/FriendInvitationPanel';
import { LandPanel } from './types/land/LandPanel';
import { NewTaskPanel } from './types/newTask/NewTaskPanel';
import { RacePanel } from './types/race/RacePanel';
import { SignGiftPanel } from './types/signGift/SignGiftPanel';

/** The part of the page its type decides, handed the activity narrowed to that type's detail. */
export function ActivityPanel({
  activity,
  onChange,
}: {
  activity: ActivityConfig;
  onChange: (next: ActivityConfig) => void;
}) {
  const { detail } = activity;
  switch (detail.pageType) {
    case 'racePage':
      return <RacePanel activity={{ ...activity, detail }} onChange={onChange} />;
    case 'activityLandPage':
      return <LandPanel activity={{ ...activity, detail }} onChange={onChange} />;
    case 'firstDeposit':
    case 'againDeposit':
      return <DepositBonusPanel activity={{ ...activity, detail }} onChange={onChange} />;
    case 'newTask':
      return <NewTaskPanel activity={{ ...activity, detail }} onChange={onChange} />;
    case 'drawGift':
      return <DrawGiftPanel activity={{ ...activity, detail }} onChange={onChange} />;
    case 'signGift':
      return <SignGiftPanel activity={{ ...activity, detail }} onChange={onChange} />;
    case 'friendInvitation':
      return <FriendInvitationPanel activity={{ ...activity, detail }} onChange={onChange} />;
    case 'bettingGift':
      return <BettingGiftPanel activity={{ ...activity, detail }} onChange={onChange} />;
  }
}
