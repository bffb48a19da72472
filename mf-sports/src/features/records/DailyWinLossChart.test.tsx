import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from 'shared/api';
import { betRecordDaily, type BetRecordDay } from 'shared/contract';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import { serve } from './records-test-kit';
import '../../setup';
import { DailyWinLossChart } from './DailyWinLossChart';

const day = (date: string, winLoss: number, count: number): BetRecordDay => ({ date, winLoss, count });

function span(days: number, filled: Record<string, [number, number]> = {}): BetRecordDay[] {
  return Array.from({ length: days }, (_, i) => {
    const date = `2025-03-${String(i + 1).padStart(2, '0')}`;
    const [winLoss, count] = filled[date] ?? [0, 0];
    return day(date, winLoss, count);
  });
}

const dailyPayloads = () =>
  vi
    .mocked(api.request)
    .mock.calls.filter(([endpoint]) => endpoint === betRecordDaily)
    .map(([, payload]) => payload);

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('net result by day', () => {
  it('draws a bar per day with a picture name and a table of every day', async () => {
    serve({ daily: async () => ({ days: span(7, { '2025-03-06': [90, 2], '2025-03-07': [-20, 1] }) }) });
    renderWithProviders(<DailyWinLossChart venue="CRTY" />);
    const picture = await screen.findByRole('img', { name: /最近7天每日净输赢柱状图/ });
    expect(picture).toHaveAccessibleName('最近7天每日净输赢柱状图：共3笔已结算注单，合计+¥70');
    expect(picture.querySelectorAll('rect[data-value]')).toHaveLength(2);
    const table = within(screen.getByTestId('daily-win-loss-chart')).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('row', { name: '2025-03-06 +¥90' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '2025-03-07 -¥20' })).toBeInTheDocument();
    expect(dailyPayloads()).toEqual([{ venue: 'CRTY', days: 7 }]);
  });

  it('says so when nothing was settled in the span, and asks for 30 days on the toggle', async () => {
    serve({ daily: async ({ days = 7 }) => ({ days: span(days) }) });
    renderWithProviders(<DailyWinLossChart venue="CRTY" />);
    expect(await screen.findByTestId('daily-win-loss-empty')).toHaveTextContent('最近7天没有已结算的注单');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('daily-span-30'));
    await waitFor(() =>
      expect(screen.getByTestId('daily-win-loss-empty')).toHaveTextContent('最近30天没有已结算的注单'),
    );
    expect(dailyPayloads()).toEqual([
      { venue: 'CRTY', days: 7 },
      { venue: 'CRTY', days: 30 },
    ]);
  });
});
