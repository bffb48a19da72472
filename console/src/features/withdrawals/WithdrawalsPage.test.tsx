import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleWithdrawQueue, consoleWithdrawReveal, type DeskWithdrawal } from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { WithdrawalsPage } from './WithdrawalsPage';

const order: DeskWithdrawal = {
  orderNo: 'W20261127002',
  memberId: 10002,
  memberName: 'withdraw02',
  kind: 'bank',
  accountName: '招商银行',
  accountMasked: '**** 7791',
  amount: 6000,
  fee: 0,
  actualAmount: 6000,
  usdtAmount: null,
  status: 'awaiting_second',
  createdAt: '2026-11-27T08:00:00.000Z',
  needsTwoApprovals: true,
  firstApproval: { operatorId: 2, operatorName: 'finance', at: '2026-11-27T08:05:00.000Z' },
  decidedBy: null,
  remark: '',
  turnover: { required: 500, done: 200, remaining: 300 },
  risks: [{ kind: 'shared_account', detail: '该收款账户另有2名会员绑定' }],
};
const queue = { list: [order], total: 1, pageNum: 1, pageSize: 10, fourEyesAbove: 5000 };

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['finance']);
});
afterEach(() => vi.restoreAllMocks());

describe('withdrawals desk', () => {
  it('shows the order masked, with its turnover, risks and four-eyes state; reveals the account on request', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleWithdrawQueue: queue,
      consoleWithdrawReveal: {
        orderNo: order.orderNo,
        accountName: '王五',
        accountNo: '6225883786947791',
        bankName: '招商银行',
      },
    });
    renderConsole(<WithdrawalsPage />);
    const row = await screen.findByTestId('withdrawal-row');
    expect(screen.getByText('金额超过 ¥5,000 的取款须由两名财务人员审核')).toBeInTheDocument();
    expect(within(row).getByTestId('payout-account')).toHaveTextContent('**** 7791');
    expect(within(row).getByText('还差 ¥300')).toBeInTheDocument();
    expect(within(row).getByText('该收款账户另有2名会员绑定')).toBeInTheDocument();
    expect(within(row).getByTestId('withdraw-state')).toHaveTextContent('待复核需双人审核finance 已初审');
    fireEvent.click(within(row).getByRole('button', { name: '显示完整账号' }));
    await waitFor(() =>
      expect(within(row).getByTestId('payout-account')).toHaveTextContent('招商银行 6225883786947791'),
    );
    expect(spy).toHaveBeenCalledWith(consoleWithdrawReveal, { orderNo: order.orderNo });
  });

  it('asks the server for the chosen state and search, from the first page', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, { consoleWithdrawQueue: { ...queue, list: [] } });
    renderConsole(<WithdrawalsPage />);
    expect(await screen.findByText('暂无取款订单')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '已拒绝' }));
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith(consoleWithdrawQueue, { status: 'refused', pageNum: 1, pageSize: 10 }),
    );
    fireEvent.change(screen.getByLabelText('会员账号或订单号'), { target: { value: ' withdraw02 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith(consoleWithdrawQueue, {
        status: 'refused',
        pageNum: 1,
        pageSize: 10,
        search: 'withdraw02',
      }),
    );
    const asked = spy.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(spy.mock.calls.length).toBe(asked + 1));
  });
});
