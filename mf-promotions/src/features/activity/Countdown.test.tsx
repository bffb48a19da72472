import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from 'shared/testing/render';
import '../../setup';
import { Countdown } from './Countdown';

afterEach(() => vi.useRealTimers());

describe('Countdown', () => {
  it('counts down each second to the Beijing end time, then says 已结束', async () => {
    vi.useFakeTimers({ now: Date.parse('2025-01-01T00:00:00Z') });
    // 08:00:02 Beijing is 00:00:02 UTC: two seconds left.
    renderWithProviders(<Countdown endTime="2025-01-01 08:00:02" />);
    expect(screen.getByRole('timer')).toHaveTextContent('剩余 0 天 00:00:02');
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('剩余 0 天 00:00:01');
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('已结束')).toBeInTheDocument();
  });
});
