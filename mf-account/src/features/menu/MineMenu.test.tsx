import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from 'shared/api';
import { feedbackUnreadNum, type Endpoint } from 'shared/contract';
import { hrefFor, routePatterns, type RouteName } from 'shared/routes';
import { appStore, feedbackUnreadAtom, routeTableAtom, unreadCountsAtom } from 'shared/state';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import { MineMenu } from './MineMenu';
import '../../setup';

function serve(...names: RouteName[]) {
  appStore.set(routeTableAtom, [{ path: routePatterns.mine, name: 'mine' }, ...names.map((name) => ({ path: routePatterns[name], name })), { path: '/mine/*', name: null }]);
}

const counts = { brnotice_count: 1, bractivity_count: 0, brbulletin_count: 2, brmatch_count: 0, brfd_count: 0, notice_count: 0, activity_count: 0, fd_count: 1 };

beforeEach(() => {
  resetPlatformState();
  appStore.set(feedbackUnreadAtom, null);
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('MineMenu', () => {
  it('links the member pages in menu order', () => {
    vi.spyOn(api, 'request').mockResolvedValue({ count: 0 });
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
    const request = vi.spyOn(api, 'request').mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint === feedbackUnreadNum) return { count: 2 };
      throw new Error(`unexpected call ${endpoint.path}`);
    });
    appStore.set(unreadCountsAtom, counts);
    serve('message', 'feedback');
    renderWithProviders(<MineMenu />);
    expect(screen.getByLabelText('4 条未读消息')).toHaveTextContent('4');
    expect(await screen.findByLabelText('2 条未读回复')).toHaveTextContent('2');
    expect(request).toHaveBeenCalledTimes(1);
    appStore.set(unreadCountsAtom, { ...counts, brbulletin_count: 0 });
    appStore.set(feedbackUnreadAtom, 0);
    await waitFor(() => expect(screen.getByLabelText('2 条未读消息')).toBeInTheDocument());
    expect(screen.queryByTestId('menu-badge-feedback')).not.toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks nothing about feedback while its page is not served', () => {
    const request = vi.spyOn(api, 'request');
    serve('message');
    renderWithProviders(<MineMenu />);
    expect(request).not.toHaveBeenCalled();
    expect(screen.queryByTestId('menu-badge-message')).not.toBeInTheDocument();
  });
});
