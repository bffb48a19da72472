import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { type WelfareItem } from 'shared/contract';
import { hrefFor, routePatterns, type RouteName } from 'shared/routes';
import { appStore, feedbackUnreadAtom, routeTableAtom, sessionAtom, unreadCountsAtom } from 'shared/state';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import { MineMenu } from './MineMenu';
import '../../setup';

function serve(...names: RouteName[]) {
  appStore.set(routeTableAtom, [
    { path: routePatterns.mine, name: 'mine' },
    ...names.map((name) => ({ path: routePatterns[name], name })),
    { path: '/mine/*', name: null },
  ]);
}

const counts = {
  brnotice_count: 1,
  bractivity_count: 0,
  brbulletin_count: 2,
  brmatch_count: 0,
  brfd_count: 0,
  notice_count: 0,
  activity_count: 0,
  fd_count: 1,
};

beforeEach(() => {
  resetPlatformState();
  appStore.set(feedbackUnreadAtom, null);
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('MineMenu', () => {
  it('links the member pages in menu order', () => {
    fakeEndpoints({ feedbackUnreadNum: { count: 0 } });
    serve('userinfo', 'auth', 'message', 'feedback', 'introTutorial', 'exchange');
    renderWithProviders(<MineMenu />);
    const links = within(screen.getByRole('navigation', { name: '会员中心菜单' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['会员中心', hrefFor('mine')],
      ['个人资料', hrefFor('userinfo')],
      ['安全中心', hrefFor('auth')],
      ['兑换', hrefFor('exchange')],
      ['消息中心', hrefFor('message')],
      ['意见反馈', hrefFor('feedback')],
      ['新手教程', hrefFor('introTutorial')],
    ]);
  });

  it('loads the unread replies once and shows both badges, following the shared counters', async () => {
    const request = fakeEndpoints({ feedbackUnreadNum: { count: 2 } });
    appStore.set(unreadCountsAtom, counts);
    serve('message', 'feedback');
    renderWithProviders(<MineMenu />);
    expect(screen.getByLabelText('4 条未读消息')).toHaveTextContent('4');
    await waitFor(() => expect(screen.getByLabelText('2 条未读回复')).toHaveTextContent('2'));
    expect(request).toHaveBeenCalledTimes(1);
    appStore.set(unreadCountsAtom, { ...counts, brbulletin_count: 0 });
    appStore.set(feedbackUnreadAtom, 0);
    await waitFor(() => expect(screen.getByLabelText('2 条未读消息')).toBeInTheDocument());
    expect(screen.queryByTestId('menu-badge-feedback')).not.toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks nothing about feedback while its page is not served', () => {
    const request = fakeEndpoints({});
    serve('message');
    renderWithProviders(<MineMenu />);
    expect(request).not.toHaveBeenCalled();
    expect(screen.queryByTestId('menu-badge-message')).not.toBeInTheDocument();
  });

  it('shows the count of rewards still waiting on 福利中心, loading again after a claim or payout', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const lapsed = new Date(Date.now() - 1_000).toISOString();
    const reward = (id: number, expiresAt: string): WelfareItem => ({
      id,
      title: `福利${id}`,
      source: 'vip',
      amount: 8,
      turnoverRequired: 8,
      expiresAt,
      rebate: null,
    });
    let waiting = [reward(1, later), reward(2, later), reward(3, lapsed)];
    const request = fakeEndpoints({ welfareList: () => ({ list: waiting }) });
    serve('vip', 'welfare', 'giftRecord');
    renderWithProviders(<MineMenu />);
    const links = within(screen.getByRole('navigation', { name: '会员中心菜单' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      hrefFor('mine'),
      hrefFor('giftRecord'),
      hrefFor('vip'),
      hrefFor('welfare'),
    ]);
    // The lapsed reward is not counted.
    await waitFor(() => expect(screen.getByTestId('menu-badge-welfare')).toHaveTextContent('2'));
    waiting = [reward(2, later)];
    await act(async () => bus.emit('balance:refresh'));
    await waitFor(() => expect(screen.getByTestId('menu-badge-welfare')).toHaveTextContent('1'));
    waiting = [];
    await act(async () => bus.emit('balance:refresh'));
    await waitFor(() => expect(screen.queryByTestId('menu-badge-welfare')).not.toBeInTheDocument());
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('asks nothing about rewards while the welfare page is not served', () => {
    const request = fakeEndpoints({ welfareList: { list: [] } });
    serve('vip');
    renderWithProviders(<MineMenu />);
    expect(request).not.toHaveBeenCalled();
    expect(screen.queryByTestId('menu-badge-welfare')).not.toBeInTheDocument();
  });

  it("drops the member's count at logout", async () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    fakeEndpoints({
      welfareList: {
        list: [{ id: 1, title: '福利', source: 'vip', amount: 8, turnoverRequired: 8, expiresAt, rebate: null }],
      },
    });
    serve('welfare');
    renderWithProviders(<MineMenu />);
    await waitFor(() => expect(screen.getByTestId('menu-badge-welfare')).toHaveTextContent('1'));
    await act(async () => appStore.set(sessionAtom, null));
    expect(screen.queryByTestId('menu-badge-welfare')).not.toBeInTheDocument();
  });
});
