import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { giftRecordList, type GiftRecord, type RequestOf } from 'shared/contract';
import { beijingDay, shiftDay } from 'shared/format';
import { failNextCall, fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../setup';
import GiftRecordPage from '../../exposes/GiftRecordPage';

type Query = RequestOf<typeof giftRecordList>;

function record(id: number, source: GiftRecord['source'] = 'activity'): GiftRecord {
  return { id, title: `礼金${id}`, source, amount: 10 + id, turnoverRequired: 10, createdAt: '2026-03-01T16:30:00Z' };
}

/** Answers 23 records in all, a page of them per query; `fail` rejects the next call. */
function serve() {
  const queries: Query[] = [];
  const request = fakeEndpoints({
    giftRecordList: (query) => {
      queries.push(query);
      const { pageNum = 1, pageSize = 10 } = query;
      const total = query.source === 'rebate' ? 0 : 23;
      const from = (pageNum - 1) * pageSize;
      const list = Array.from({ length: Math.max(0, Math.min(pageSize, total - from)) }, (_, i) =>
        record(from + i + 1, query.source === 'all' ? 'vip' : query.source),
      );
      return { list, total, totalAmount: total === 0 ? 0 : 1_234.5, pageNum, pageSize };
    },
  });
  return { request, queries };
}

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('GiftRecordPage', () => {
  it('asks for every source over the last 7 Beijing days and shows the page, the count and the total amount', async () => {
    const { queries } = serve();
    renderWithProviders(<GiftRecordPage />);
    const rows = await screen.findAllByTestId('gift-record');
    const today = beijingDay(new Date());
    expect(queries).toEqual([
      { source: 'all', startDate: shiftDay(today, -6), endDate: today, pageNum: 1, pageSize: 10 },
    ]);
    expect(rows).toHaveLength(10);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2026-03-02 00:30:00', '礼金1', 'VIP', '+¥11', '¥10']);
    expect(screen.getByTestId('gift-totals')).toHaveTextContent('笔数23合计金额¥1,234.50');
    expect(screen.getByRole('button', { name: '最近7天' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages with the shared pager', async () => {
    const { queries } = serve();
    renderWithProviders(<GiftRecordPage />);
    await screen.findAllByTestId('gift-record');
    const pager = screen.getByRole('navigation', { name: '礼金记录分页' });
    await act(async () => fireEvent.click(within(pager).getByRole('button', { name: '第 3 页' })));
    expect(queries.at(-1)).toMatchObject({ pageNum: 3 });
    await waitFor(() => expect(screen.getAllByTestId('gift-record')).toHaveLength(3));
  });

  it('filters by source from page 1, with the empty state when nothing matches', async () => {
    const { queries } = serve();
    renderWithProviders(<GiftRecordPage />);
    await screen.findAllByTestId('gift-record');
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('navigation', { name: '礼金记录分页' })).getByRole('button', { name: '第 2 页' }),
      ),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '活动' })));
    expect(queries.at(-1)).toMatchObject({ source: 'activity', pageNum: 1 });
    expect(within((await screen.findAllByTestId('gift-record'))[0]!).getAllByRole('cell')[2]).toHaveTextContent('活动');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '返水' })));
    expect(queries.at(-1)).toMatchObject({ source: 'rebate' });
    expect(await screen.findByText('暂无礼金记录')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '礼金记录分页' })).not.toBeInTheDocument();
  });

  it('asks for the typed days, and waits while the start is after the end', async () => {
    const { queries } = serve();
    renderWithProviders(<GiftRecordPage />);
    await screen.findAllByTestId('gift-record');
    fireEvent.click(screen.getByRole('button', { name: '今天' }));
    const today = beijingDay(new Date());
    expect(queries.at(-1)).toMatchObject({ startDate: today, endDate: today });
    await act(async () =>
      fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: shiftDay(today, 1) } }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    const asked = queries.length;
    await act(async () => fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-01-05' } }));
    expect(queries).toHaveLength(asked + 1);
    expect(queries.at(-1)).toMatchObject({ startDate: '2026-01-05', endDate: today, pageNum: 1 });
  });

  it('shows the error with a retry', async () => {
    const { request } = serve();
    failNextCall(
      request,
      'giftRecordList',
      new ApiError({ kind: 'timeout', code: 0, message: '请求超时，请稍后重试', path: giftRecordList.path }),
    );
    renderWithProviders(<GiftRecordPage />);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('请求超时，请稍后重试');
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: '重试' })));
    expect(await screen.findAllByTestId('gift-record')).toHaveLength(10);
  });
});
