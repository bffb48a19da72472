import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { consoleWithdrawApprove, consoleWithdrawRefuse, type DeskWithdrawal } from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { DecisionDialog } from './DecisionDialog';

const order: DeskWithdrawal = {
  orderNo: 'W20261127001',
  memberId: 10001,
  memberName: 'demo888',
  kind: 'bank',
  accountName: '张三',
  accountMasked: '**** **** 1234',
  amount: 60000,
  fee: 0,
  actualAmount: 60000,
  usdtAmount: null,
  status: 'pending',
  createdAt: '2026-11-27T08:00:00.000Z',
  needsTwoApprovals: true,
  firstApproval: null,
  decidedBy: null,
  remark: '',
  turnover: { required: 0, done: 0, remaining: 0 },
  risks: [],
};
const firstMark = { operatorId: 2, operatorName: '财务一', at: '2026-11-27T08:05:00.000Z' };

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['finance']);
});
afterEach(() => vi.restoreAllMocks());

describe('withdrawal decision dialog', () => {
  it('approves once with the request id in the body, waiting with the buttons disabled', async () => {
    let settle: (value: DeskWithdrawal) => void = () => undefined;
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleWithdrawApprove: () => new Promise<DeskWithdrawal>((resolve) => (settle = resolve)),
      consoleWithdrawQueue: { list: [], total: 0, pageNum: 1, pageSize: 10, fourEyesAbove: 50000 },
    });
    const onDecided = vi.fn();
    renderConsole(<DecisionDialog order={order} kind="approve" onClose={() => undefined} onDecided={onDecided} />);
    expect(screen.getByText('此笔金额超过四眼阈值，您的通过为初审，还须另一名财务人员复核。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '通过' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /通过/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /通过/ }));
    const [endpoint, body, options] = spy.mock.calls[0] ?? [];
    expect(endpoint).toBe(consoleWithdrawApprove);
    expect(body).toEqual({ orderNo: order.orderNo, requestId: options?.requestId });
    const decided = { ...order, status: 'awaiting_second' as const, firstApproval: firstMark };
    settle(decided);
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith(decided));
    expect(spy.mock.calls.filter(([called]) => called === consoleWithdrawApprove)).toHaveLength(1);
  });

  it('shows who approved first, and the refusal when the same operator tries the second approval', async () => {
    fakeConsoleEndpoints(consoleApi, {
      consoleWithdrawApprove: () => {
        throw new ApiError({
          kind: 'business',
          code: 8009,
          message: '四眼复核须由另一名财务人员完成',
          path: consoleWithdrawApprove.path,
        });
      },
    });
    const onDecided = vi.fn();
    renderConsole(
      <DecisionDialog
        order={{ ...order, status: 'awaiting_second', firstApproval: firstMark }}
        kind="approve"
        onClose={() => undefined}
        onDecided={onDecided}
      />,
    );
    expect(screen.getByText('此笔已由 财务一 初审，您的通过将完成支付。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '通过' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('四眼复核须由另一名财务人员完成');
    expect(screen.getByRole('button', { name: '通过' })).toBeEnabled();
    expect(onDecided).not.toHaveBeenCalled();
  });

  it('refuses only with a reason, and sends it', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleWithdrawRefuse: (input) => ({ ...order, status: 'refused', remark: input.reason, decidedBy: firstMark }),
      consoleWithdrawQueue: { list: [], total: 0, pageNum: 1, pageSize: 10, fourEyesAbove: 50000 },
    });
    const onDecided = vi.fn();
    renderConsole(<DecisionDialog order={order} kind="refuse" onClose={() => undefined} onDecided={onDecided} />);
    fireEvent.click(screen.getByRole('button', { name: '拒绝' }));
    expect(await screen.findByText('请填写拒绝原因（至少2个字）')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('拒绝原因（会员可见）'), { target: { value: ' 流水未达标 ' } });
    fireEvent.click(screen.getByRole('button', { name: '拒绝' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalled());
    const [endpoint, body] = spy.mock.calls[0] ?? [];
    expect(endpoint).toBe(consoleWithdrawRefuse);
    expect(body).toMatchObject({ orderNo: order.orderNo, reason: '流水未达标' });
  });
});
