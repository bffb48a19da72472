import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import {
  consoleMemberEndSessions,
  consoleMemberSearch,
  consoleMemberSetLock,
  type MemberProfile,
  type MemberSummary,
} from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { MembersPage } from './MembersPage';

const summary: MemberSummary = {
  id: 100042,
  username: 'desk01',
  phoneMasked: '139****0101',
  emailMasked: 'de***@example.com',
  status: 'active',
  vipGrade: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
};
const profile: MemberProfile = {
  ...summary,
  realNameMasked: '李*',
  registerIp: '10.0.0.27',
  lastLoginIp: null,
  balances: { center: 850, locked: 0, usdt: 0, venues: [] },
  liveSessions: 1,
};
const ledger = {
  list: [
    {
      id: 3,
      kind: 'adjust' as const,
      currency: 'CNY' as const,
      venueName: null,
      amount: -38,
      balanceAfter: 850,
      remark: '演示扣款',
      createdAt: '2026-11-27T08:00:00.000Z',
    },
  ],
  total: 3,
  pageNum: 1,
  pageSize: 10,
  credits: 888,
  debits: 38,
};
const session = {
  id: 7,
  siteId: '1',
  ip: '10.1.2.3',
  createdAt: '2026-11-27T08:00:00.000Z',
  expiresAt: '2026-12-04T08:00:00.000Z',
};

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['support']);
});
afterEach(() => vi.restoreAllMocks());

describe('members desk', () => {
  it('searches by phone and opens the member from the masked results', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleMemberSearch: { list: [summary], total: 1, pageNum: 1, pageSize: 10 },
      consoleMemberProfile: profile,
    });
    renderConsole(<MembersPage />, { route: '/members' });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('请输入搜索内容')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '手机号' }));
    fireEvent.change(screen.getByLabelText('搜索会员'), { target: { value: ' 13955550101 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    const row = await screen.findByTestId('member-result');
    expect(spy).toHaveBeenLastCalledWith(consoleMemberSearch, {
      query: '13955550101',
      field: 'phone',
      pageNum: 1,
      pageSize: 10,
    });
    expect(within(row).getByText('139****0101')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '查看会员 desk01' }));
    expect(await screen.findByTestId('member-name')).toHaveTextContent('desk01（100042）');
    expect(screen.getByTestId('member-phone')).toHaveTextContent('139****0101');
    expect(screen.getByTestId('member-balances')).toHaveTextContent('¥850');
  });

  it('shows the ledger with the totals of the whole filter', async () => {
    fakeConsoleEndpoints(consoleApi, { consoleMemberProfile: profile, consoleMemberLedger: ledger });
    renderConsole(<MembersPage />, { route: '/members?member=100042' });
    fireEvent.click(await screen.findByRole('tab', { name: '余额与流水' }));
    expect(await screen.findByTestId('ledger-totals')).toHaveTextContent('共 3 条 · 收入 ¥888 · 支出 ¥38');
    expect(screen.getByTestId('ledger-row')).toHaveTextContent('人工调整');
  });

  it('locks only after a confirmation with a reason, and shows a refusal in Chinese', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleMemberProfile: profile,
      consoleMemberSetLock: ({ reason }) => {
        if (reason === '测试拒绝')
          throw new ApiError({
            kind: 'business',
            code: 8002,
            message: '您的角色无权执行此操作',
            path: consoleMemberSetLock.path,
          });
        return { ...profile, status: 'frozen', liveSessions: 0 };
      },
    });
    renderConsole(<MembersPage />, { route: '/members?member=100042' });
    fireEvent.click(await screen.findByRole('button', { name: '锁定账户' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '锁定账户' }));
    expect(await within(dialog).findByText('请填写原因（至少2个字）')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalledWith(consoleMemberSetLock, expect.anything());
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '测试拒绝' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '锁定账户' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('您的角色无权执行此操作');
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '疑似盗号' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '锁定账户' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledWith(consoleMemberSetLock, { memberId: 100042, locked: true, reason: '疑似盗号' });
  });

  it('ends all sessions after a confirmation', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleMemberProfile: profile,
      consoleMemberSessions: { list: [session] },
      consoleMemberEndSessions: { ended: 1 },
    });
    renderConsole(<MembersPage />, { route: '/members?member=100042' });
    fireEvent.click(await screen.findByRole('tab', { name: '会话' }));
    expect(await screen.findByTestId('session-row')).toHaveTextContent('10.1.2.3');
    fireEvent.click(screen.getByRole('button', { name: '结束全部会话' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '账户异常' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '结束' }));
    expect(await screen.findByText('已结束 1 个会话')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith(consoleMemberEndSessions, { memberId: 100042, reason: '账户异常' });
  });
});
