import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { withdrawOrderInfo } from 'shared/contract';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import TakeMoneyPage from '../../exposes/TakeMoneyPage';
import '../../setup';
import { info, mockApi, order } from './withdraw-fixtures';

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('the withdraw records', () => {
  it('lists orders with their state, one row per order, and filters them by state', async () => {
    const request = mockApi({
      withdrawOrderInfo: () => ({
        list: [{ ...order, status: 'refused', remark: '审核未通过，款项已退回中心钱包' }],
        total: 1,
        pageNum: 1,
        pageSize: 10,
      }),
    });
    renderWithProviders(<TakeMoneyPage />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['时间 / 订单号', '收款账户', '金额', '状态']);
    const row = table.querySelector(`[data-order="${order.orderNo}"]`);
    expect(row).toHaveTextContent('已拒绝');
    expect(row).toHaveTextContent('审核未通过，款项已退回中心钱包');
    const filters = screen.getByRole('group', { name: '按状态筛选' });
    fireEvent.click(within(filters).getByRole('button', { name: '审核中' }));
    expect(within(filters).getByRole('button', { name: '审核中' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(withdrawOrderInfo, { pageNum: 1, pageSize: 10, status: 'pending' }),
    );
  });

  it('drops the locked money when 刷新 finds the order decided, without reloading the page', async () => {
    let decided = false;
    mockApi({
      withdrawInfo: () =>
        decided ? { ...info, balance: 800, lockMoney: 0 } : { ...info, balance: 800, lockMoney: 200 },
      withdrawOrderInfo: () => ({
        list: [{ ...order, status: decided ? 'approved' : 'pending' }],
        total: 1,
        pageNum: 1,
        pageSize: 10,
      }),
    });
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<TakeMoneyPage />);
    expect(await screen.findByTestId('withdraw-locked')).toHaveTextContent('¥200');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('审核中')).toBeInTheDocument();
    decided = true;
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await within(table).findByText('已到账')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('withdraw-locked')).toHaveTextContent('¥0'));
    // The header balance hears the same signal.
    expect(emit).toHaveBeenCalledWith('balance:refresh');
  });

  it('follows a pending order to its decision with no click, then stops asking', async () => {
    let decided = false;
    const request = mockApi({
      withdrawInfo: () =>
        decided ? { ...info, balance: 800, lockMoney: 0 } : { ...info, balance: 800, lockMoney: 200 },
      withdrawOrderInfo: () => ({
        list: [{ ...order, status: decided ? 'approved' : 'pending' }],
        total: 1,
        pageNum: 1,
        pageSize: 10,
      }),
    });
    renderWithProviders(<TakeMoneyPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('审核中')).toBeInTheDocument();
    decided = true;
    expect(await within(table).findByText('已到账', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('withdraw-locked')).toHaveTextContent('¥0'));
    const asked = request.mock.calls.filter(([endpoint]) => endpoint === withdrawOrderInfo).length;
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(request.mock.calls.filter(([endpoint]) => endpoint === withdrawOrderInfo)).toHaveLength(asked);
  }, 30_000);

  it('prints the order time in Beijing time', async () => {
    mockApi({
      withdrawOrderInfo: () => ({
        list: [{ ...order, createdAt: '2026-11-27T07:42:14.000Z' }],
        total: 1,
        pageNum: 1,
        pageSize: 10,
      }),
    });
    renderWithProviders(<TakeMoneyPage />);
    expect(await screen.findByText('2026-11-27 15:42:14')).toBeInTheDocument();
  });
});
