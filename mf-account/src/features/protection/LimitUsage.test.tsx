import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProtectionLimit, ProtectionSettings } from 'shared/contract';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import { LimitUsage } from './LimitUsage';
import '../../setup';

const limit = (kind: ProtectionLimit['kind'], period: ProtectionLimit['period'], amount: number | null, used = 0) => ({
  kind,
  period,
  amount,
  pending: null,
  used,
  resetsAt: '2026-11-24T16:00:00.000Z',
});

const settings = (limits: ProtectionLimit[]): ProtectionSettings => ({ limits, realityCheckMinutes: 0 });

beforeEach(() => resetPlatformState());
afterEach(() => vi.restoreAllMocks());

describe('limit usage', () => {
  it('draws a meter for each limit in force, named with its use and share', () => {
    renderWithProviders(
      <LimitUsage
        settings={settings([
          limit('deposit', 'day', 1000, 250),
          limit('deposit', 'week', null, 250),
          limit('deposit', 'month', null),
          limit('loss', 'day', null),
          limit('loss', 'week', 500, 600),
          limit('loss', 'month', null),
        ])}
      />,
    );
    const meters = screen.getAllByRole('img');
    expect(meters).toHaveLength(2);
    expect(meters[0]).toHaveAccessibleName('每日存款限额：已用 ¥250 / ¥1,000（25%）');
    expect(meters[0]).toHaveAttribute('data-share', '25');
    // Past the limit the bar is full, not longer.
    expect(meters[1]).toHaveAccessibleName('每周亏损限额：已用 ¥600 / ¥500（100%）');
    expect(screen.queryByTestId('limit-usage-empty')).not.toBeInTheDocument();
  });

  it('says so when no limit is set', () => {
    renderWithProviders(
      <LimitUsage
        settings={settings(
          (['deposit', 'loss'] as const).flatMap((kind) =>
            (['day', 'week', 'month'] as const).map((period) => limit(kind, period, null)),
          ),
        )}
      />,
    );
    expect(screen.getByTestId('limit-usage-empty')).toHaveTextContent('尚未设置存款或亏损限额');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
