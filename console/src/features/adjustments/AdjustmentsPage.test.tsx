import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { consoleAdjustApprove, consoleAdjustCreate, type Adjustment } from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { AdjustmentsPage } from './AdjustmentsPage';

// The signed-in operator is #2 (render-console); #3 is another finance operator.
const pending = (adjustNo: string, requester: number): Adjustment => ({
  adjustNo,
  memberId: 10001,
  memberName: 'demo888',
  direction: 'credit',
  amount: 6000,
  category: 'promo_reissue',
  reason: '活动奖金漏发',
  status: 'pending',
  needsTwoApprovals: true,
  requestedBy: {
    operatorId: requester,
    operatorName: requester === 2 ? 'finance' : 'finance2',
    at: '2026-11-27T08:00:00.000Z',
  },
  decidedBy: null,
  decisionReason: '',
  balanceAfter: null,
});
const list = (rows: Adjustment[]) => ({
  list: rows,
  total: rows.length,
  pageNum: 1,
  pageSize: 10,
  fourEyesAbove: 5000,
});

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['finance']);
});
afterEach(() => vi.restoreAllMocks());

describe('manual adjustments page', () => {
  it('checks the form, confirms with the member balance and sends the request once', async () => {
    let settle: (value: Adjustment) => void = () => undefined;
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleAdjustList: list([]),
      consoleAdjustMember: { memberId: 10001, memberName: 'demo888', balance: 100 },
      consoleAdjustCreate: () => new Promise<Adjustment>((resolve) => (settle = resolve)),
    });
    renderConsole(<AdjustmentsPage />);
    expect(await screen.findByText('暂无调整记录')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '提交调整' }));
    expect(screen.getByText('请填写会员账号或ID')).toBeInTheDocument();
    expect(screen.getByText('请输入大于0、最多两位小数的金额')).toBeInTheDocument();
    expect(screen.getByText('请填写调整原因（至少2个字）')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('会员账号或ID'), { target: { value: 'demo888' } });
    fireEvent.change(screen.getByLabelText('金额（元）'), { target: { value: '6000' } });
    fireEvent.change(screen.getByLabelText('调整原因'), { target: { value: '活动奖金漏发' } });
    fireEvent.click(screen.getByRole('button', { name: '提交调整' }));
    const dialog = await screen.findByTestId('adjust-confirm');
    expect(
      await within(dialog).findByText('会员 demo888（ID 10001）中心钱包加款 ¥6,000，类别：活动补发。'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('当前余额 ¥100，调整后 ¥6,100')).toBeInTheDocument();
    expect(within(dialog).getByText('金额超过 ¥5,000，提交后须由另一名财务人员复核才会入账。')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled());
    fireEvent.click(within(dialog).getByRole('button', { name: /确认提交/ }));
    const creates = spy.mock.calls.filter(([endpoint]) => endpoint === consoleAdjustCreate);
    expect(creates).toHaveLength(1);
    const [, body, options] = creates[0] ?? [];
    expect(body).toEqual({
      member: 'demo888',
      direction: 'credit',
      amount: 6000,
      category: 'promo_reissue',
      reason: '活动奖金漏发',
      requestId: options?.requestId,
    });
    settle(pending('A00000001', 2));
    expect(await screen.findByTestId('adjust-done')).toHaveTextContent(
      '调整单 A00000001 已提交，等待另一名财务人员复核',
    );
    expect(screen.queryByTestId('adjust-confirm')).not.toBeInTheDocument();
  });

  it('says when the member is unknown, and sends nothing', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleAdjustList: list([]),
      consoleAdjustMember: () => {
        throw new ApiError({
          kind: 'business',
          code: 6004,
          message: '会员不存在，请检查账号或ID',
          path: '/console/api/v1/adjustments/member',
        });
      },
    });
    renderConsole(<AdjustmentsPage />);
    fireEvent.change(await screen.findByLabelText('会员账号或ID'), { target: { value: 'nobody' } });
    fireEvent.change(screen.getByLabelText('金额（元）'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('调整原因'), { target: { value: '测试' } });
    fireEvent.click(screen.getByRole('button', { name: '提交调整' }));
    expect(await screen.findByText('会员不存在，请检查账号或ID')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认提交' })).toBeDisabled();
    expect(spy.mock.calls.some(([endpoint]) => endpoint === consoleAdjustCreate)).toBe(false);
  });

  it('lets a second operator approve, not the requester, and shows a refusal from the server', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleAdjustList: list([pending('A00000001', 2), pending('A00000002', 3)]),
      consoleAdjustApprove: () => {
        throw new ApiError({
          kind: 'business',
          code: 8040,
          message: '会员中心钱包余额不足，调整后余额不能低于0',
          path: consoleAdjustApprove.path,
        });
      },
    });
    renderConsole(<AdjustmentsPage />);
    const [own, other] = await screen.findAllByTestId('adjust-row');
    expect(within(own!).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(within(own!).getByText('须由另一名财务人员复核')).toBeInTheDocument();
    expect(within(other!).getByTestId('adjust-state')).toHaveTextContent('待复核需双人审核finance2 提交');
    fireEvent.click(within(other!).getByRole('button', { name: '通过' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '通过' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('会员中心钱包余额不足，调整后余额不能低于0');
    const [, body, options] = spy.mock.calls.find(([endpoint]) => endpoint === consoleAdjustApprove) ?? [];
    expect(body).toEqual({ adjustNo: 'A00000002', requestId: options?.requestId });
  });

  it('shows the list without the form or decisions to an admin', async () => {
    resetConsoleSession();
    signInOperator(['admin']);
    fakeConsoleEndpoints(consoleApi, { consoleAdjustList: list([pending('A00000002', 3)]) });
    renderConsole(<AdjustmentsPage />);
    const row = await screen.findByTestId('adjust-row');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交调整' })).not.toBeInTheDocument();
  });
});
