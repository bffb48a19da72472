import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { getVenueInfoByCategory } from 'shared/contract';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../setup';
import BetRecordPage from '../../exposes/BetRecordPage';
import {
  Address,
  casinoVenues,
  listPayloads,
  NOW,
  round,
  serve,
  sportsTicket,
  totalPayloads,
  venuePayloads,
} from './records-test-kit';

beforeEach(() => {
  resetPlatformState();
  signInForTest();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BetRecords venues', () => {
  it('offers 本站体育 and the casino venues grouped by category, loaded once', async () => {
    serve({});
    renderWithProviders(<BetRecordPage />);
    await screen.findByText('暂无注单');
    const select = screen.getByTestId('bet-record-venue');
    expect(select).toHaveValue('CRTY');
    await within(select).findByRole('option', { name: 'PG电子' });
    const groups = Array.from(select.querySelectorAll('optgroup')).map((group) => [
      group.label,
      Array.from(group.querySelectorAll('option')).map((option) => option.textContent),
    ]);
    expect(groups).toEqual([
      ['体育', ['本站体育']],
      ['真人视讯', ['AG真人', 'BG真人']],
      ['电子游艺', ['PG电子']],
      ['捕鱼游戏', ['JDB捕鱼']],
    ]);
    expect(venuePayloads()).toEqual(['ZR', 'QP', 'DJ', 'CP', 'DZ', 'BY'].map((category) => ({ category })));
  });

  it('switches to a casino venue: asks for its rounds and totals from page 1, shows them and keeps the venue in the address', async () => {
    const page = (n: number) => Array.from({ length: 10 }, (_, i) => sportsTicket({ ticket_id: `P${n}-${i}` }));
    serve({
      list: async ({ venue: code = 'CRTY', page: n = 1 }) =>
        code === 'PG'
          ? {
              list: [
                round('R1'),
                round('R2', { payout: 0, winLoss: -10, gameName: '赏金船长', detail: '未中奖' }),
                round('R3', { payout: 10, winLoss: 0 }),
              ],
              total: 3,
              page: 1,
              pageSize: 10,
            }
          : { list: page(n), total: 25, page: n, pageSize: 10 },
      total: async () => ({ count: 3, stake: 30, validStake: 30, winLoss: 5 }),
    });
    renderWithProviders(
      <>
        <BetRecordPage />
        <Address />
      </>,
    );
    await screen.findAllByTestId('bet-record-row');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '第 2 页' })));
    await within(screen.getByTestId('bet-record-venue')).findByRole('option', { name: 'PG电子' });
    await act(async () => fireEvent.change(screen.getByTestId('bet-record-venue'), { target: { value: 'PG' } }));
    expect(listPayloads().at(-1)).toEqual({
      venue: 'PG',
      status: 'all',
      startDate: '2025-03-11',
      endDate: '2025-03-11',
      page: 1,
      pageSize: 10,
    });
    expect(totalPayloads().at(-1)).toEqual({
      venue: 'PG',
      status: 'all',
      startDate: '2025-03-11',
      endDate: '2025-03-11',
    });
    expect(screen.getByTestId('address')).toHaveTextContent('?venue=PG');
    const rows = await screen.findAllByTestId('bet-record-round');
    expect(screen.queryByTestId('bet-record-row')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '投注时间/局号',
      '场馆',
      '游戏',
      '游戏详情',
      '投注额',
      '派彩',
      '输赢',
    ]);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2025-03-10 20:00:00R1', 'PG电子', '麻将胡了', '中、发、白 三连', '10.00', '25.00', '+15.00']);
    const winLoss = rows.map((row) => within(row).getByTestId('bet-record-round-winloss').textContent);
    expect(winLoss).toEqual(['+15.00', '-10.00', '0.00']);
    expect(screen.getByTestId('bet-record-total-winloss')).toHaveTextContent('5.00');
    // Back to the sports book: its tickets, and a clean address.
    await act(async () => fireEvent.change(screen.getByTestId('bet-record-venue'), { target: { value: 'CRTY' } }));
    expect(listPayloads().at(-1)).toMatchObject({ venue: 'CRTY', page: 1 });
    expect(await screen.findAllByTestId('bet-record-row')).toHaveLength(10);
    expect(screen.getByTestId('address')).toHaveTextContent(/^$/);
  });

  it('opens the venue the address names', async () => {
    serve({ list: async () => ({ list: [round('R9')], total: 1, page: 1, pageSize: 10 }) });
    renderWithProviders(<BetRecordPage />, { route: '/mine/betRecord?venue=JDB' });
    const row = await screen.findByTestId('bet-record-round');
    expect(within(row).getByTestId('bet-record-round-id')).toHaveTextContent('R9');
    expect(listPayloads()).toEqual([
      { venue: 'JDB', status: 'all', startDate: '2025-03-11', endDate: '2025-03-11', page: 1, pageSize: 10 },
    ]);
    await within(screen.getByTestId('bet-record-venue')).findByRole('option', { name: 'JDB捕鱼' });
    expect(screen.getByTestId('bet-record-venue')).toHaveValue('JDB');
  });

  it('shows a casino venue has no unsettled rounds', async () => {
    serve({});
    renderWithProviders(<BetRecordPage />, { route: '/mine/betRecord?venue=PG' });
    await screen.findByText('暂无注单');
    await act(async () =>
      fireEvent.change(screen.getByTestId('bet-record-status-filter'), { target: { value: 'unsettled' } }),
    );
    expect(listPayloads().at(-1)).toMatchObject({ venue: 'PG', status: 'unsettled' });
    expect(await screen.findByText('该场馆的注单即时结算，没有未结算的注单')).toBeInTheDocument();
  });

  it('keeps the sports book usable when the venues fail to load, with a retry', async () => {
    let failing = true;
    serve({
      venues: async (category) => {
        if (failing)
          throw new ApiError({
            kind: 'network',
            code: 0,
            message: '网络异常，请检查网络连接后重试',
            path: getVenueInfoByCategory.path,
          });
        return { list: casinoVenues[category] ?? [] };
      },
    });
    renderWithProviders(<BetRecordPage />);
    const retry = await screen.findByTestId('bet-record-venue-retry');
    expect(screen.getByText('暂无注单')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('bet-record-venue'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['本站体育']);
    failing = false;
    await act(async () => fireEvent.click(retry));
    expect(
      await within(screen.getByTestId('bet-record-venue')).findByRole('option', { name: 'AG真人' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('bet-record-venue-retry')).not.toBeInTheDocument();
  });
});
