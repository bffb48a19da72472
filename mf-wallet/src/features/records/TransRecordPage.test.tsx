import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { queryDealRecord, type DealRecord } from 'shared/contract';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import TransRecordPage from '../../exposes/TransRecordPage';
import '../../setup';
import { beijingDay, shiftDay } from 'shared/format';

const row = (id: number, amount: number, kind = 'transfer_out'): DealRecord => ({
  id,
  type: 'transfer',
  kind,
  amount,
  balanceAfter: 900,
  channelCode: null,
  walletName: '中心钱包',
  remark: '转入AG真人',
  createdAt: '2026-11-24T04:05:06.000Z',
});
const page = (list: DealRecord[], total = list.length) => ({
  list,
  total,
  pageNum: 1,
  pageSize: 10,
  totalIncome: 100,
  totalExpense: 1234.5,
});

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('TransRecordPage', () => {
  it('lists the records with Beijing times, signed formatted amounts and totals', async () => {
    const request = fakeEndpoints({ queryDealRecord: page([row(2, -100), row(1, 100.5, 'transfer_in')]) });
    renderWithProviders(<TransRecordPage />);
    const rows = await screen.findAllByTestId('deal-record');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2026-11-24 12:05:06');
    expect(rows[0]).toHaveTextContent('转出');
    expect(rows[0]).toHaveTextContent('-¥100');
    expect(rows[1]).toHaveTextContent('+¥100.50');
    expect(screen.getByTestId('deal-totals')).toHaveTextContent('支出¥1,234.50');
    const today = beijingDay(new Date());
    expect(request).toHaveBeenCalledWith(queryDealRecord, {
      type: 'all',
      beginTime: shiftDay(today, -6),
      endTime: today,
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('filters by type and quick range, and pages', async () => {
    const request = fakeEndpoints({ queryDealRecord: page([row(1, -5)], 25) });
    renderWithProviders(<TransRecordPage />);
    await screen.findAllByTestId('deal-record');
    fireEvent.click(screen.getByRole('button', { name: '转账' }));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(
        queryDealRecord,
        expect.objectContaining({ type: 'transfer', pageNum: 1 }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '今天' }));
    const today = beijingDay(new Date());
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(
        queryDealRecord,
        expect.objectContaining({ beginTime: today, endTime: today }),
      ),
    );
    expect(await screen.findByRole('button', { name: '第 3 页' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(queryDealRecord, expect.objectContaining({ pageNum: 2 })),
    );
  });

  it('shows the empty state, and an error with a retry', async () => {
    let calls = 0;
    const request = fakeEndpoints({
      queryDealRecord: () => {
        calls += 1;
        if (calls === 1)
          throw new ApiError({
            kind: 'business',
            code: 6317,
            message: '系统繁忙，请稍后重试',
            path: queryDealRecord.path,
          });
        return page([]);
      },
    });
    renderWithProviders(<TransRecordPage />);
    expect(await screen.findByText('系统繁忙，请稍后重试')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无交易记录')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('does not ask for a reversed range and says why', async () => {
    const request = fakeEndpoints({ queryDealRecord: page([]) });
    renderWithProviders(<TransRecordPage />);
    await screen.findByText('暂无交易记录');
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2099-01-02' } });
    expect(screen.getByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks for at most 90 days and says so past that', async () => {
    const request = fakeEndpoints({ queryDealRecord: page([]) });
    renderWithProviders(<TransRecordPage />);
    await screen.findByText('暂无交易记录');
    const today = beijingDay(new Date());
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: shiftDay(today, -90) } });
    expect(screen.getByRole('alert')).toHaveTextContent('查询范围最长90天');
    expect(request).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: shiftDay(today, -89) } });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(
        queryDealRecord,
        expect.objectContaining({ beginTime: shiftDay(today, -89), endTime: today, pageNum: 1 }),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
