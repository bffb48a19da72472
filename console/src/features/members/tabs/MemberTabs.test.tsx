import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  consoleMemberAddNote,
  consoleMemberExtendExclusion,
  consoleMemberFunds,
  consoleMemberRounds,
  type MemberProfile,
  type MemberProtection,
} from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../../testing/render-console';
import { MembersPage } from '../MembersPage';

const profile: MemberProfile = {
  id: 100042,
  username: 'desk01',
  phoneMasked: '139****0101',
  emailMasked: '',
  status: 'active',
  vipGrade: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
  realNameMasked: '李*',
  registerIp: '10.0.0.27',
  lastLoginIp: null,
  balances: { center: 850, locked: 0, usdt: 0, venues: [] },
  liveSessions: 0,
};
const limit = (kind: 'deposit' | 'loss', period: 'day' | 'week' | 'month') => ({
  kind,
  period,
  amount: kind === 'deposit' && period === 'day' ? 500 : null,
  pending: null,
  used: 0,
  resetsAt: '2026-11-28T16:00:00.000Z',
});
const empty = { list: [], total: 0, pageNum: 1, pageSize: 10 };

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['support']);
});
afterEach(() => vi.restoreAllMocks());

const open = async (tab: string) => {
  renderConsole(<MembersPage />, { route: '/members?member=100042' });
  fireEvent.click(await screen.findByRole('tab', { name: tab }));
};

describe('member detail tabs', () => {
  it('shows the break in force and the limits, with nothing to shorten it', async () => {
    fakeConsoleEndpoints(consoleApi, {
      consoleMemberProfile: profile,
      consoleMemberProtection: {
        limits: [
          limit('deposit', 'day'),
          limit('deposit', 'week'),
          limit('deposit', 'month'),
          limit('loss', 'day'),
          limit('loss', 'week'),
          limit('loss', 'month'),
        ],
        realityCheckMinutes: 60,
        exclusions: [{ id: 1, kind: 'exclusion', startsAt: '2026-11-01T00:00:00.000Z', endsAt: null, active: true }],
        current: { kind: 'exclusion', endsAt: null },
      },
    });
    await open('保护');
    expect(await screen.findByTestId('protection-current')).toHaveTextContent('当前自我排除至 永久');
    expect(screen.getByText('¥500')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /解除|缩短/ })).not.toBeInTheDocument();
  });

  it('lengthens a break to the end of a later Beijing day, refusing an earlier one before calling', async () => {
    const protection: MemberProtection = {
      limits: [
        limit('deposit', 'day'),
        limit('deposit', 'week'),
        limit('deposit', 'month'),
        limit('loss', 'day'),
        limit('loss', 'week'),
        limit('loss', 'month'),
      ],
      realityCheckMinutes: 60,
      exclusions: [
        {
          id: 1,
          kind: 'timeout',
          startsAt: '2026-11-27T08:00:00.000Z',
          endsAt: '2026-11-28T08:00:00.000Z',
          active: true,
        },
      ],
      current: { kind: 'timeout', endsAt: '2026-11-28T08:00:00.000Z' },
    };
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleMemberProfile: profile,
      consoleMemberProtection: protection,
      consoleMemberExtendExclusion: ({ until }) => ({ ...protection, current: { kind: 'timeout', endsAt: until } }),
    });
    await open('保护');
    const field = await screen.findByLabelText('延长至（北京时间当日结束）');
    fireEvent.change(field, { target: { value: '2026-11-27' } });
    fireEvent.click(screen.getByRole('button', { name: '延长' }));
    expect(await screen.findByText(/只能延长：请选择晚于/)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '2026-12-05' } });
    fireEvent.click(screen.getByRole('button', { name: '延长' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '家属要求延长' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '延长' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledWith(consoleMemberExtendExclusion, {
      memberId: 100042,
      until: '2026-12-05T16:00:00.000Z',
      reason: '家属要求延长',
    });
  });

  it('switches bets to casino rounds and funds to withdrawals, each asking the server', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleMemberProfile: profile,
      consoleMemberBets: empty,
      consoleMemberRounds: empty,
      consoleMemberFunds: empty,
    });
    await open('投注');
    expect(await screen.findByText('暂无体育注单')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '娱乐场局' }));
    expect(await screen.findByText('暂无娱乐场记录')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith(consoleMemberRounds, { memberId: 100042, pageNum: 1, pageSize: 10 });
    fireEvent.click(screen.getByRole('tab', { name: '存取款' }));
    expect(await screen.findByText('暂无订单')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '取款' }));
    await screen.findByText('暂无订单');
    expect(spy).toHaveBeenCalledWith(consoleMemberFunds, {
      memberId: 100042,
      kind: 'withdraw',
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('adds a note and refuses an empty one before calling', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleMemberProfile: profile,
      consoleMemberNotes: {
        ...empty,
        list: [{ id: 1, text: '来电核实身份', operatorName: 'support', createdAt: '2026-11-27T08:00:00.000Z' }],
        total: 1,
      },
      consoleMemberAddNote: ({ text }) => ({
        id: 2,
        text,
        operatorName: 'support',
        createdAt: '2026-11-27T09:00:00.000Z',
      }),
    });
    await open('备注');
    expect(await screen.findByTestId('note-row')).toHaveTextContent('来电核实身份');
    fireEvent.click(screen.getByRole('button', { name: '添加备注' }));
    expect(await screen.findByText('请填写备注内容')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('新备注'), { target: { value: ' 已解除锁定 ' } });
    fireEvent.click(screen.getByRole('button', { name: '添加备注' }));
    await within(screen.getByTestId('notes-table')).findByText('来电核实身份');
    expect(spy).toHaveBeenCalledWith(consoleMemberAddNote, { memberId: 100042, text: '已解除锁定' });
  });
});
