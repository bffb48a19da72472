import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleDepositConfirm, consoleDepositDetail, consoleDepositOrders } from 'shared/contract/console';
import { fakeConsoleEndpoints } from 'shared/testing/fake-console-endpoints';
import { consoleApi } from '../../lib/console-api';
import { renderConsole, resetConsoleSession, signInOperator } from '../../testing/render-console';
import { channels, deskDepositOf } from './deposit-fixtures';
import { DepositsPage } from './DepositsPage';

const bank = deskDepositOf();
const online = deskDepositOf({
  orderNo: 'CK20261128100000654321',
  channelId: 'online-quick',
  channelName: '快捷支付',
  waitKind: 'recharge',
  reference: '',
  amount: 50,
});
const page = { list: [bank, online], total: 2, pageNum: 1, pageSize: 10, totalAmount: 350, channels };

beforeEach(() => {
  resetConsoleSession();
  signInOperator(['finance']);
});
afterEach(() => vi.restoreAllMocks());

describe('deposits desk', () => {
  it('lists orders with their reference and the filtered totals; only open bank transfers can be confirmed', async () => {
    fakeConsoleEndpoints(consoleApi, {
      consoleDepositOrders: page,
      consoleDepositDetail: {
        ...bank,
        status: 'expired',
        decidedBy: { operatorId: 2, operatorName: 'finance', at: '2026-11-28T02:10:00.000Z' },
        decisionNote: '会员未转账',
      },
    });
    renderConsole(<DepositsPage />);
    const [bankRow, onlineRow] = await screen.findAllByTestId('deposit-row');
    expect(screen.getByTestId('deposit-totals')).toHaveTextContent('共 2 笔，合计 ¥350');
    expect(within(bankRow!).getByText('K7Q2M9XA')).toBeInTheDocument();
    expect(within(bankRow!).getByTestId('deposit-state')).toHaveTextContent('待支付');
    expect(within(bankRow!).getByRole('button', { name: '确认到账' })).toBeInTheDocument();
    expect(within(onlineRow!).queryByRole('button', { name: '确认到账' })).toBeNull();
    expect(within(onlineRow!).getByRole('button', { name: '作废' })).toBeInTheDocument();
    fireEvent.click(within(bankRow!).getByRole('button', { name: '详情' }));
    const detail = await screen.findByTestId('deposit-detail');
    expect(detail).toHaveTextContent('deposit01（ID 10003）');
    expect(detail).toHaveTextContent('已过期');
    expect(detail).toHaveTextContent('会员未转账');
  });

  it('asks the server for the chosen state and filters, from the first page, days as Beijing instants', async () => {
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleDepositOrders: { ...page, list: [], total: 0, totalAmount: 0 },
    });
    renderConsole(<DepositsPage />);
    expect(await screen.findByText('暂无存款订单')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '已到账' }));
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith(consoleDepositOrders, { state: 'paid', pageNum: 1, pageSize: 10 }),
    );
    fireEvent.change(screen.getByLabelText('渠道'), { target: { value: 'bank-card' } });
    fireEvent.change(screen.getByLabelText('会员账号或ID'), { target: { value: ' deposit01 ' } });
    fireEvent.change(screen.getByLabelText('附言码'), { target: { value: 'K7Q2M9XA' } });
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-28' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-27' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('结束日期不能早于开始日期')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-28' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith(consoleDepositOrders, {
        state: 'paid',
        pageNum: 1,
        pageSize: 10,
        channelId: 'bank-card',
        member: 'deposit01',
        reference: 'K7Q2M9XA',
        from: '2026-11-27T16:00:00.000Z',
        to: '2026-11-28T16:00:00.000Z',
      }),
    );
  });

  it('confirms a transfer from its row, says so and reloads the list', async () => {
    const paid = {
      ...bank,
      status: 'paid' as const,
      decidedBy: { operatorId: 2, operatorName: 'finance', at: '2026-11-28T02:10:00.000Z' },
    };
    let answered = false;
    const spy = fakeConsoleEndpoints(consoleApi, {
      consoleDepositOrders: () => (answered ? { ...page, list: [paid, online] } : page),
      consoleDepositConfirm: () => {
        answered = true;
        return paid;
      },
    });
    renderConsole(<DepositsPage />);
    const [bankRow] = await screen.findAllByTestId('deposit-row');
    fireEvent.click(within(bankRow!).getByRole('button', { name: '确认到账' }));
    fireEvent.change(await screen.findByLabelText('银行流水附言码'), { target: { value: 'K7Q2M9XA' } });
    fireEvent.change(screen.getByLabelText('到账金额（元）'), { target: { value: '300' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认到账' }));
    expect(await screen.findByTestId('deposit-done')).toHaveTextContent(
      '订单 CK20261128100000123456 已确认到账，金额已存入会员中心钱包',
    );
    await waitFor(() => expect(screen.getAllByTestId('deposit-state')[0]).toHaveTextContent('已到账finance 处理'));
    expect(spy.mock.calls.filter(([endpoint]) => endpoint === consoleDepositConfirm)).toHaveLength(1);
    expect(spy.mock.calls.some(([endpoint]) => endpoint === consoleDepositDetail)).toBe(false);
  });
});
