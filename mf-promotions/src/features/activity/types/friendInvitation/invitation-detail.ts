import type { ActivityDetail } from 'shared/contract';

export type FriendInvitationDetail = Extract<ActivityDetail, { pageType: 'friendInvitation' }>;
export type InvitedFriend = FriendInvitationDetail['friends'][number];
