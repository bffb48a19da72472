import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { betRecordList } from 'shared/contract';
import { appStore, oddsFormatAtom } from 'shared/state';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import { listPayloads, NOW, serve, sportsTicket, totalPayloads } from './records-test-kit';
import '../../setup';
import BetRecordPage from '../../exposes/BetRecordPage';

const settledWin = sportsTicket({
  ticket_id: 'T1',
  status: 'settled',
  result: 'LW',
  payout: 147.5,
  stake: 100,
  settledAt: '2025-03-10T16:00:00Z',
});
const abandoned = sportsTicket({ ticket_id: 'T2', status: 'settled', result: 'DF', payout: 50, stake: 50 });
const waiting = sportsTicket({ ticket_id: 'T3', status: 'delay' });
const rejected = sportsTicket({ ticket_id: 'T4', status: 'rejected', rejectReason: '赔率已变动' });
const accepted = sportsTicket({ ticket_id: 'T5', status: 'accepted' });

beforeEach(() => {
  resetPlatformState();
  signInForTest();
  appStore.set(oddsFormatAtom, 'H');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const row = (id: string) =>
  screen.getAllByTestId('bet-record-row').find((r) => r.getAttribute('data-ticket-id') === id) as HTMLElement;

describe('BetRecords', () => {
  it("asks for today's tickets in Beijing days and shows them with the totals", async () => {
    serve({
      list: async () => ({ list: [settledWin, accepted], total: 2, page: 1, pageSize: 10 }),
      total: async () => ({ count: 2, stake: 200, validStake: 100, winLoss: 47.5 }),
    });
    renderWithProviders(<BetRecordPage />);
    await waitFor(() => expect(screen.getAllByTestId('bet-record-row')).toHaveLength(2));
    expect(listPayloads()).toEqual([
      { venue: 'CRTY', status: 'all', startDate: '2025-03-11', endDate: '2025-03-11', page: 1, pageSize: 10 },
    ]);
    expect(totalPayloads()).toEqual([{ venue: 'CRTY', status: 'all', startDate: '2025-03-11', endDate: '2025-03-11' }]);
    const totals = screen.getByTestId('bet-record-total');
    expect(within(totals).getByTestId('bet-record-total-count')).toHaveTextContent('2');
    expect(within(totals).getByTestId('bet-record-total-stake')).toHaveTextContent('200.00');
    expect(within(totals).getByTestId('bet-record-total-valid')).toHaveTextContent('100.00');
    expect(within(totals).getByTestId('bet-record-total-winloss')).toHaveTextContent('47.50');
    expect(screen.getByTestId('bet-record-range-today')).toHaveAttribute('aria-pressed', 'true');
    const first = row('T1');
    expect(within(first).getByText('2025-03-01 20:00:00')).toBeInTheDocument();
    expect(within(first).getByText('单注')).toBeInTheDocument();
    expect(within(first).getByText('英格兰超级联赛')).toBeInTheDocument();
    expect(within(first).getByText('主队m1 vs 客队m1')).toBeInTheDocument();
    expect(within(first).getByText('147.50')).toBeInTheDocument();
  });

  it('shows prices in the member current format and follows a change of it', async () => {
    appStore.set(oddsFormatAtom, 'E');
    serve({ list: async () => ({ list: [settledWin], total: 1, page: 1, pageSize: 10 }) });
    renderWithProviders(<BetRecordPage />);
    await waitFor(() => expect(screen.getByTestId('bet-record-odds')).toHaveTextContent('@1.95'));
    await act(async () => appStore.set(oddsFormatAtom, 'I'));
    expect(screen.getByTestId('bet-record-odds')).toHaveTextContent('@-1.05');
  });

  it('shows the status and result labels of every kind of ticket', async () => {
    serve({
      list: async () => ({
        list: [settledWin, abandoned, waiting, rejected, accepted],
        total: 5,
        page: 1,
        pageSize: 10,
      }),
    });
    renderWithProviders(<BetRecordPage />);
    await screen.findAllByTestId('bet-record-row');
    const result = (id: string) => within(row(id)).getByTestId('bet-record-result');
    const status = (id: string) => within(row(id)).getByTestId('bet-record-status');
    expect(result('T1')).toHaveTextContent('半赢');
    expect(result('T2')).toHaveTextContent('赛事腰斩');
    expect(result('T3')).toHaveTextContent('未结算');
    expect(result('T5')).toHaveTextContent('未结算');
    expect(status('T1')).toHaveTextContent('已结算');
    expect(status('T3')).toHaveTextContent('待确认');
    expect(status('T4')).toHaveTextContent('已拒绝');
    expect(within(row('T4')).getByText('原因：赔率已变动')).toBeInTheDocument();
    expect(status('T5')).toHaveTextContent('已接受');
  });

  it('shows a series with its legs, their results and the combined price', async () => {
    const leg = settledWin.legs[0]!;
    const series = sportsTicket({
      ticket_id: 'S1',
      mode: 'series',
      odds: 3.9,
      status: 'settled',
      result: 'L',
      payout: 0,
      legs: [
        { ...leg, result: 'W', finalScore: '2-0' },
        {
          ...leg,
          gameId: 'm2',
          team_h: '主队m2',
          team_c: '客队m2',
          pick: '大 2.5',
          w: 'OU',
          r: 'O',
          ratio: '2.5',
          odds: 2,
          result: 'L',
          isLive: true,
          scoreAtBet: '0-1',
        },
      ],
    });
    serve({ list: async () => ({ list: [series], total: 1, page: 1, pageSize: 10 }) });
    renderWithProviders(<BetRecordPage />);
    const ticket = await screen.findByTestId('bet-record-row');
    expect(within(ticket).getByText('串关')).toBeInTheDocument();
    expect(within(ticket).getByText('2串1')).toBeInTheDocument();
    expect(
      within(ticket)
        .getAllByTestId('bet-record-odds')
        .map((cell) => cell.textContent),
    ).toEqual(['@0.95', '@1.00']);
    expect(within(ticket).getByTestId('bet-record-ticket-odds')).toHaveTextContent('串关赔率 @2.90');
    expect(
      within(ticket)
        .getAllByTestId('bet-record-leg-result')
        .map((cell) => cell.textContent),
    ).toEqual(['赢', '输']);
    expect(within(ticket).getByText('赛果 2-0')).toBeInTheDocument();
    expect(within(ticket).getByText(/下注时比分 0-1/)).toBeInTheDocument();
    expect(within(ticket).getByTestId('bet-record-result')).toHaveTextContent('输');
  });

  it('sends the right requests for the quick ranges, the dates and the status', async () => {
    serve({});
    renderWithProviders(<BetRecordPage />);
    await screen.findByText('暂无注单');
    await act(async () => fireEvent.click(screen.getByTestId('bet-record-range-week')));
    expect(listPayloads().at(-1)).toMatchObject({ startDate: '2025-03-05', endDate: '2025-03-11', page: 1 });
    await act(async () => fireEvent.click(screen.getByTestId('bet-record-range-month')));
    expect(listPayloads().at(-1)).toMatchObject({ startDate: '2025-02-10', endDate: '2025-03-11' });
    await act(async () =>
      fireEvent.change(screen.getByTestId('bet-record-status-filter'), { target: { value: 'settled' } }),
    );
    expect(listPayloads().at(-1)).toEqual({
      venue: 'CRTY',
      status: 'settled',
      startDate: '2025-02-10',
      endDate: '2025-03-11',
      page: 1,
      pageSize: 10,
    });
    expect(totalPayloads().at(-1)).toEqual({
      venue: 'CRTY',
      status: 'settled',
      startDate: '2025-02-10',
      endDate: '2025-03-11',
    });
    await act(async () =>
      fireEvent.change(screen.getByTestId('bet-record-start'), { target: { value: '2025-03-01' } }),
    );
    expect(listPayloads().at(-1)).toMatchObject({ status: 'settled', startDate: '2025-03-01', endDate: '2025-03-11' });
    expect(screen.getByTestId('bet-record-range-month')).toHaveAttribute('aria-pressed', 'false');
    await act(async () =>
      fireEvent.change(screen.getByTestId('bet-record-status-filter'), { target: { value: 'unsettled' } }),
    );
    expect(listPayloads().at(-1)).toMatchObject({ status: 'unsettled' });
  });

  it('refuses a start after the end without asking the server', async () => {
    serve({});
    renderWithProviders(<BetRecordPage />);
    await screen.findByText('暂无注单');
    const before = listPayloads().length;
    await act(async () =>
      fireEvent.change(screen.getByTestId('bet-record-start'), { target: { value: '2025-03-08' } }),
    );
    await act(async () => fireEvent.change(screen.getByTestId('bet-record-end'), { target: { value: '2025-03-05' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    expect(listPayloads()).toHaveLength(before + 1);
    expect(listPayloads().at(-1)).toMatchObject({ startDate: '2025-03-08', endDate: '2025-03-11' });
    expect(screen.getByTestId('bet-record-end')).toHaveValue('2025-03-05');
    // Putting it right asks again.
    await act(async () =>
      fireEvent.change(screen.getByTestId('bet-record-start'), { target: { value: '2025-03-01' } }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listPayloads().at(-1)).toMatchObject({ startDate: '2025-03-01', endDate: '2025-03-05' });
  });

  it('pages through the tickets ten at a time without asking for the totals again', async () => {
    const page = (n: number) =>
      Array.from({ length: n === 3 ? 5 : 10 }, (_, i) => sportsTicket({ ticket_id: `P${n}-${i}` }));
    serve({ list: async ({ page: n = 1 }) => ({ list: page(n), total: 25, page: n, pageSize: 10 }) });
    renderWithProviders(<BetRecordPage />);
    await waitFor(() => expect(screen.getAllByTestId('bet-record-row')).toHaveLength(10));
    expect(screen.getAllByTestId('bet-record-page').map((b) => b.textContent)).toEqual(['1', '2', '3']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '第 3 页' })));
    expect(listPayloads().at(-1)).toMatchObject({ page: 3, pageSize: 10 });
    await waitFor(() => expect(screen.getAllByTestId('bet-record-row')).toHaveLength(5));
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '上一页' })));
    expect(listPayloads().at(-1)).toMatchObject({ page: 2 });
    expect(totalPayloads()).toHaveLength(1);
    // A new filter starts again from page 1.
    await act(async () => fireEvent.click(screen.getByTestId('bet-record-range-week')));
    expect(listPayloads().at(-1)).toMatchObject({ page: 1, startDate: '2025-03-05' });
  });

  it('shows 暂无注单 when there is nothing', async () => {
    serve({});
    renderWithProviders(<BetRecordPage />);
    expect(await screen.findByText('暂无注单')).toBeInTheDocument();
    expect(screen.queryByTestId('bet-record-pager')).not.toBeInTheDocument();
  });

  it('shows the error with a retry that loads again', async () => {
    let calls = 0;
    serve({
      list: async () => {
        calls += 1;
        if (calls === 1)
          throw new ApiError({
            kind: 'network',
            code: 0,
            message: '网络异常，请检查网络连接后重试',
            path: betRecordList.path,
          });
        return { list: [accepted], total: 1, page: 1, pageSize: 10 };
      },
    });
    renderWithProviders(<BetRecordPage />);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('网络异常，请检查网络连接后重试');
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: '重试' })));
    await waitFor(() => expect(screen.getByTestId('bet-record-row')).toHaveAttribute('data-ticket-id', 'T5'));
  });
});
