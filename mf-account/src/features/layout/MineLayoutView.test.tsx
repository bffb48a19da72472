import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { getBalance, memberInfo } from 'shared/contract';
import { hrefFor, routePatterns, type RouteName } from 'shared/routes';
import {
  appStore,
  balanceAtom,
  feedbackUnreadAtom,
  memberAtom,
  routeTableAtom,
  siteInfoAtom,
  unreadCountsAtom,
  type Balance,
  type MemberInfo,
} from 'shared/state';
import MineLayout from '../../exposes/MineLayout';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../setup';
import { fakeMember } from 'shared/testing/fake-member';

const member: MemberInfo = fakeMember({
  realName: '张三',
  phone: '138****5678',
  bindPhone: true,
  bindRealName: true,
  gender: 1,
  vipGrade: 3,
  securityLevel: 2,
});
const balance: Balance = { centerWalletBalance: 1520.5, lockMoney: 0, totalMoney: 3000 };

function renderMine(route: string = hrefFor('mine')) {
  return renderWithProviders(
    <Routes>
      <Route path={routePatterns.mine} element={<MineLayout />}>
        <Route path={routePatterns.transRecord} element={<p>交易记录页面</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

/** Answers member info and balance like the server; `memberFails` makes member info fail once. */
function stubServer({ memberFails = false } = {}) {
  let failures = memberFails ? 1 : 0;
  return fakeEndpoints({
    memberInfo: () => {
      if (failures-- > 0)
        throw new ApiError({
          kind: 'network',
          code: 0,
          message: '网络异常，请检查网络连接后重试',
          path: memberInfo.path,
        });
      return member;
    },
    getBalance: balance,
  });
}

/** The host's route table serving `names` under /mine, the rest of /mine being not-found. */
function serve(...names: RouteName[]) {
  appStore.set(routeTableAtom, [
    { path: routePatterns.mine, name: 'mine' },
    ...names.map((name) => ({ path: routePatterns[name], name })),
    { path: '/mine/*', name: null },
  ]);
}

const everyPage: RouteName[] = [
  'userinfo',
  'wallet',
  'transRecord',
  'betRecord',
  'message',
  'feedback',
  'vip',
  'saveMoney',
  'transferMoney',
  'takeMoney',
];

beforeEach(() => {
  resetPlatformState();
  signInForTest();
  // The menu's 意见反馈 badge: known, so the menu asks the server for nothing these tests do not serve.
  appStore.set(feedbackUnreadAtom, 0);
  serve(...everyPage);
});
afterEach(() => vi.restoreAllMocks());

describe('MineLayout menu', () => {
  it('links every member-centre page through the route table', () => {
    appStore.set(memberAtom, member);
    appStore.set(balanceAtom, balance);
    renderMine();
    const menu = screen.getByRole('navigation', { name: '会员中心菜单' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['会员中心', hrefFor('mine')],
      ['个人资料', hrefFor('userinfo')],
      ['我的钱包', hrefFor('wallet')],
      ['存款', hrefFor('saveMoney')],
      ['额度转换', hrefFor('transferMoney')],
      ['提款', hrefFor('takeMoney')],
      ['交易记录', hrefFor('transRecord')],
      ['投注记录', hrefFor('betRecord')],
      ['消息中心', hrefFor('message')],
      ['意见反馈', hrefFor('feedback')],
      ['VIP特权', hrefFor('vip')],
    ]);
    expect(within(menu).getByRole('link', { name: '会员中心' })).toHaveClass('active');
  });

  it('links only the pages the host serves', () => {
    appStore.set(memberAtom, member);
    appStore.set(balanceAtom, balance);
    serve('betRecord');
    renderMine();
    const menu = screen.getByRole('navigation', { name: '会员中心菜单' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([hrefFor('mine'), hrefFor('betRecord')]);
  });

  it('shows the unread message count on 消息中心', () => {
    appStore.set(memberAtom, member);
    appStore.set(balanceAtom, balance);
    appStore.set(unreadCountsAtom, {
      brnotice_count: 1,
      bractivity_count: 0,
      brbulletin_count: 0,
      brmatch_count: 0,
      brfd_count: 0,
      notice_count: 2,
      activity_count: 0,
      fd_count: 0,
    });
    renderMine();
    expect(screen.getByLabelText('3 条未读消息')).toHaveTextContent('3');
  });
});

describe('MineLayout member card', () => {
  it('shows who is logged in with a masked real name and binding states', () => {
    appStore.set(memberAtom, member);
    appStore.set(balanceAtom, balance);
    renderMine();
    const card = screen.getByRole('region', { name: '会员信息' });
    expect(within(card).getByText('D')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'demo888' })).toBeInTheDocument();
    expect(within(card).getByText('VIP3')).toBeInTheDocument();
    expect(within(card).getByText('中')).toBeInTheDocument();
    expect(within(card).getByText('2024-03-01 12:00:00')).toBeInTheDocument();
    expect(within(card).getByText('张*')).toBeInTheDocument();
    expect(within(card).queryByText('张三')).not.toBeInTheDocument();
    expect(within(card).getByText('手机号码').nextElementSibling).toHaveTextContent('已绑定');
    expect(within(card).getByText('电子邮箱').nextElementSibling).toHaveTextContent('未绑定');
  });

  it('says 未设置 when no real name is bound', () => {
    appStore.set(memberAtom, { ...member, realName: '', bindRealName: false });
    appStore.set(balanceAtom, balance);
    renderMine();
    expect(screen.getByText('真实姓名').nextElementSibling).toHaveTextContent('未设置');
  });

  it('loads a missing member, showing a spinner meanwhile', async () => {
    appStore.set(balanceAtom, balance);
    const request = stubServer();
    renderMine();
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
    expect(await screen.findByRole('heading', { name: 'demo888' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(memberInfo, { isPop: 0 });
  });

  it('offers a retry when the member cannot be loaded', async () => {
    appStore.set(balanceAtom, balance);
    stubServer({ memberFails: true });
    renderMine();
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常，请检查网络连接后重试');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(await screen.findByRole('heading', { name: 'demo888' })).toBeInTheDocument();
  });
});

describe('MineLayout content', () => {
  it('shows the overview with balances and shortcuts on /mine', () => {
    appStore.set(memberAtom, member);
    appStore.set(balanceAtom, balance);
    renderMine();
    expect(screen.getByTestId('overview-center-wallet')).toHaveTextContent('1520.50');
    expect(screen.getByTestId('overview-total-money')).toHaveTextContent('3000.00');
    const overview = screen.getByRole('region', { name: '账户概览' });
    expect(within(overview).getByRole('link', { name: '存款' })).toHaveAttribute('href', hrefFor('saveMoney'));
    expect(within(overview).getByRole('link', { name: '取款' })).toHaveAttribute('href', hrefFor('takeMoney'));
  });

  it('leaves out the deposit shortcut when the site has deposits switched off', () => {
    appStore.set(memberAtom, member);
    appStore.set(balanceAtom, balance);
    appStore.set(siteInfoAtom, {
      ip: '127.0.0.1',
      siteBaseConfig: {
        title: '',
        h5DomainUrl: '',
        keywords: '',
        description: '',
        professionalEdition: 1,
        depositSwitch: 0,
      },
    });
    renderMine();
    expect(screen.queryByRole('link', { name: '存款' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '转账' })).toBeInTheDocument();
  });

  it('shows only the shortcuts whose pages are served, and no shortcut heading without any', () => {
    appStore.set(memberAtom, member);
    appStore.set(balanceAtom, balance);
    serve('transRecord');
    const { unmount } = renderMine();
    // The menu entry and the shortcut.
    expect(screen.getAllByRole('link', { name: '交易记录' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: '取款' })).not.toBeInTheDocument();
    unmount();
    serve();
    renderMine();
    expect(screen.queryByText('快捷入口')).not.toBeInTheDocument();
    expect(screen.getByTestId('overview-center-wallet')).toHaveTextContent('1520.50');
  });

  it('loads a missing balance for the overview', async () => {
    appStore.set(memberAtom, member);
    const request = stubServer();
    renderMine();
    expect(await screen.findByText('1520.50')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(getBalance, { withLockMoney: true });
  });

  it('shows the child page instead of the overview', () => {
    appStore.set(memberAtom, member);
    appStore.set(balanceAtom, balance);
    renderMine(hrefFor('transRecord'));
    expect(screen.getByText('交易记录页面')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '账户概览' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '交易记录' })).toHaveClass('active');
  });
});
