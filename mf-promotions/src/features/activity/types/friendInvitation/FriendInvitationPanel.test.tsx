import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../../../setup';
import type { PanelProps } from '../../panel-props';
import { FriendInvitationPanel } from './FriendInvitationPanel';
import type { FriendInvitationDetail } from './invitation-detail';

type InvitationActivity = PanelProps<'friendInvitation'>['activity'];

const invite = { code: 'F7K2Q9', link: 'https://www.example.com/register?icode=F7K2Q9' };

const detailWith = (over: Partial<FriendInvitationDetail> = {}): FriendInvitationDetail => ({
  pageType: 'friendInvitation',
  invite,
  rewardPerFriend: 28,
  minFriendDeposit: 100,
  friends: [
    { name: 'luckystar88', registeredAt: '2026-11-20T17:30:00Z', deposited: true, rewarded: true },
    { name: 'wang***', registeredAt: '2026-11-22T02:00:00Z', deposited: true, rewarded: false },
    { name: 'abcd', registeredAt: '2026-11-23T02:00:00Z', deposited: false, rewarded: false },
  ],
  earned: 28,
  ...over,
});

function activityWith(detail: FriendInvitationDetail): InvitationActivity {
  return {
    id: 8,
    title: '邀请好友赚佣金',
    subtitle: '',
    imageUrl: '/a.png',
    category: 'newcomer',
    pageType: 'friendInvitation',
    startTime: '2026-07-01T00:00:00+08:00',
    endTime: '2027-07-01T00:00:00+08:00',
    status: 'running',
    rules: [],
    requiresJoin: false,
    joined: detail.invite ? true : null,
    detail,
  } as InvitationActivity;
}

const render = (detail: FriendInvitationDetail) =>
  renderWithProviders(<FriendInvitationPanel activity={activityWith(detail)} onChange={vi.fn()} />);

beforeEach(resetPlatformState);
afterEach(() => vi.restoreAllMocks());

describe('FriendInvitationPanel', () => {
  it('shows a member the invite code, link, QR code (InviteDetails), the reward rule and the total earned', () => {
    signInForTest();
    render(detailWith());
    expect(screen.getByTestId('invite-code')).toHaveTextContent('F7K2Q9');
    expect(screen.getByTestId('invite-link')).toHaveTextContent(invite.link);
    expect(screen.getByRole('img', { name: '邀请链接二维码' })).toBeInTheDocument();
    expect(screen.getByTestId('invite-rule')).toHaveTextContent('首次存款满 ¥100，您即可获得 ¥28 奖励');
    expect(screen.getByTestId('invite-earned')).toHaveTextContent('累计获得奖励 ¥28');
  });

  it('lists the friends with masked names, the Beijing day they registered, deposit and reward', () => {
    signInForTest();
    render(detailWith());
    const table = screen.getByTestId('invite-friends');
    expect(within(table).getByText('我邀请的好友（3 人）')).toBeInTheDocument();
    const rows = within(table).getAllByTestId('invite-friend');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2026-11-21', '已存款', '已奖励'],
      ['2026-11-22', '已存款', '待发放'],
      ['2026-11-23', '未存款', '—'],
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['lu***8', 'wang***', 'a**d']);
    expect(table).not.toHaveTextContent('luckystar88');
  });

  it('says so when no friend has registered yet', () => {
    signInForTest();
    render(detailWith({ friends: [], earned: 0 }));
    expect(screen.getByTestId('invite-friends-empty')).toHaveTextContent('暂无邀请记录，快去邀请好友吧');
    expect(screen.getByTestId('invite-earned')).toHaveTextContent('¥0');
  });

  it('shows a visitor the rule with 登录后参与 and nothing of a member', () => {
    const emit = vi.spyOn(bus, 'emit');
    render(detailWith({ invite: null, friends: [], earned: 0 }));
    expect(screen.getByTestId('invite-rule')).toBeInTheDocument();
    expect(screen.queryByTestId('invite-details')).not.toBeInTheDocument();
    expect(screen.queryByTestId('invite-earned')).not.toBeInTheDocument();
    expect(screen.queryByTestId('invite-friends-empty')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '登录后参与' }));
    expect(emit).toHaveBeenCalledWith('ui:login-tips');
  });

  it('tells a member when the server has no invite for them', () => {
    signInForTest();
    render(detailWith({ invite: null }));
    expect(screen.queryByTestId('invite-details')).not.toBeInTheDocument();
    expect(screen.getByText('暂时无法获取您的邀请码，请稍后再试或联系客服。')).toBeInTheDocument();
  });
});
