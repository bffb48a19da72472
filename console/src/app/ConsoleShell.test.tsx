import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleLogout } from 'shared/contract/console';
import { appStore } from 'shared/state';
import { fakeConsoleEndpoints, type ConsoleEndpointFakes } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../lib/console-api';
import { operatorSessionAtom, sessionEndAtom } from '../lib/operator-session';
import { renderConsole, resetConsoleSession, signInOperator } from '../testing/render-console';
import { App } from './App';

const dashboard = {
  at: '2026-11-27T10:00:00.000Z',
  membersOnline: 12,
  depositsToday: { count: 3, sum: 3000 },
  withdrawalsToday: { count: 1, sum: 500 },
  openBets: { count: 4, stake: 400, exposure: 1800 },
  ggrToday: 250,
  pending: { withdrawals: 2, awaitingSecond: 1, deposits: 5 },
};
const emptyPage = { list: [], total: 0, pageNum: 1, pageSize: 10 };
const fakes: ConsoleEndpointFakes = {
  consoleDashboard: dashboard,
  consoleWithdrawQueue: { ...emptyPage, fourEyesAbove: 50000 },
  consoleAuditLog: { ...emptyPage, pageSize: 20 },
  consoleLogout: { loggedOut: true },
};

function menu(): string[] {
  return within(screen.getByRole('navigation', { name: '控制台导航' }))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

beforeEach(resetConsoleSession);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('console shell', () => {
  it('sends a visitor without a session to the login page', async () => {
    renderConsole(<App />, { route: '/withdrawals' });
    expect(await screen.findByRole('heading', { name: '运营后台登录' })).toBeInTheDocument();
  });

  it('shows finance the money desks and members, never the audit log', async () => {
    fakeConsoleEndpoints(consoleApi, fakes);
    signInOperator(['finance']);
    renderConsole(<App />, { route: '/audit' });
    expect(await screen.findByRole('heading', { name: '运营概览' })).toBeInTheDocument();
    expect(menu()).toEqual(['运营概览', '取款审核', '存款订单', '会员', '人工调整']);
    // The pending deposits figure leads to the desk that works through them.
    expect(within(await screen.findByTestId('dash-pending-deposits')).getByRole('link')).toHaveAttribute(
      'href',
      '/deposits',
    );
  });

  it('shows support the dashboard and members: the withdrawals address falls back to the dashboard', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, fakes);
    signInOperator(['support']);
    renderConsole(<App />, { route: '/withdrawals' });
    expect(await screen.findByTestId('dash-online')).toHaveTextContent('12');
    expect(menu()).toEqual(['运营概览', '会员', '工单', '问题查询', '在线客服']);
    expect(within(screen.getByTestId('dash-pending-deposits')).queryByRole('link')).toBeNull();
    expect(spy.mock.calls.map(([endpoint]) => endpoint.path)).not.toContain('/console/api/v1/withdrawals/list');
  });

  it('shows an admin every page, the operators admin included', async () => {
    fakeConsoleEndpoints(consoleApi, fakes);
    signInOperator(['admin']);
    renderConsole(<App />, { route: '/audit' });
    expect(await screen.findByText('暂无审计记录')).toBeInTheDocument();
    expect(menu()).toEqual([
      '运营概览',
      '取款审核',
      '存款订单',
      '会员',
      '人工调整',
      '审计日志',
      '站点访问',
      '操作员',
      '工单',
      '资金安全',
      '聊天室管理',
      '问题查询',
      '发布管理',
      '版块开关',
      '远程健康',
      '品牌配置',
    ]);
  });

  it('logs out on the server and here, and says so on the login page', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, fakes);
    signInOperator(['finance']);
    renderConsole(<App />, { route: '/dashboard' });
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('heading', { name: '运营后台登录' })).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith(consoleLogout, {});
    expect(screen.getByRole('alert')).toHaveTextContent('您已退出登录');
    expect(sessionStorage.getItem('console.session')).toBeNull();
  });

  it('ends an idle session after its timeout, and input keeps it alive', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fakeConsoleEndpoints(consoleApi, fakes);
    signInOperator(['finance']);
    renderConsole(<App />, { route: '/dashboard' });
    await act(() => vi.advanceTimersByTime(800_000));
    fireEvent.keyDown(window, { key: 'a' });
    await act(() => vi.advanceTimersByTime(800_000));
    expect(appStore.get(operatorSessionAtom)).not.toBeNull();
    await act(() => vi.advanceTimersByTime(100_001));
    expect(appStore.get(operatorSessionAtom)).toBeNull();
    expect(appStore.get(sessionEndAtom)).toBe('idle');
  });
});

describe('console shell: the chat moderation desk', () => {
  it('shows a moderator the chat rooms and nothing of money or members', async () => {
    fakeConsoleEndpoints(consoleApi, { ...fakes, consoleChatRooms: emptyPage });
    signInOperator(['moderator']);
    renderConsole(<App />, { route: '/withdrawals' });
    expect(await screen.findByText('暂无聊天室')).toBeInTheDocument();
    expect(menu()).toEqual(['聊天室管理']);
  });
});

describe('console shell: the release desks', () => {
  it('shows release its pages, 发布管理 first, and nothing of money, members or chat', async () => {
    fakeConsoleEndpoints(consoleApi, {
      ...fakes,
      consoleReleaseOverview: { brands: [{ siteId: '1', name: '星耀体育', pins: [] }], versions: [] },
      consoleReleaseHistory: emptyPage,
      consoleVerticalsList: { sites: [] },
    });
    signInOperator(['release']);
    renderConsole(<App />, { route: '/withdrawals' });
    expect(await screen.findByRole('heading', { name: '发布管理' })).toBeInTheDocument();
    expect(menu()).toEqual(['发布管理', '版块开关', '远程健康', '品牌配置']);
  });
});
