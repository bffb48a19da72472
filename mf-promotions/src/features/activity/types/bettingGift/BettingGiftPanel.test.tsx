import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmInfo } from 'shared/contract';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../../../setup';
import { activityFixture } from '../../activity-fixture';
import { BettingGiftPanel } from './BettingGiftPanel';

const gift = activityFixture({
  pageType: 'bettingGift',
  tiers: [
    { turnover: 1000, reward: 8 },
    { turnover: 5000, reward: 38 },
    { turnover: 20000, reward: 188 },
  ],
  myTurnover: 6000,
  claimed: [0],
});

beforeEach(resetPlatformState);
afterEach(() => vi.restoreAllMocks());

describe('BettingGiftPanel', () => {
  it("shows each tier with the member's progress and what can be done with it", () => {
    signInForTest();
    renderWithProviders(<BettingGiftPanel activity={gift} onChange={vi.fn()} />);
    expect(screen.getByText('我的有效流水：¥6,000')).toBeInTheDocument();
    const [first, second, third] = screen.getAllByTestId('betting-tier');
    expect(within(first!).getByText('已领取')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: '领取：有效流水满 ¥5,000，奖励 ¥38' })).toBeEnabled();
    expect(within(third!).getByText('未达成')).toBeInTheDocument();
    expect(within(third!).getByRole('progressbar')).toHaveAttribute('value', '6000');
    expect(within(third!).getByRole('progressbar')).toHaveAttribute('max', '20000');
    expect(within(second!).getByRole('progressbar')).toHaveAttribute('value', '5000');
  });

  it('claims a reached tier by its index and takes the answered activity', async () => {
    signInForTest();
    const after = { ...gift, detail: { ...gift.detail, claimed: [0, 1] } };
    const request = fakeEndpoints({
      confirmInfo: { reward: { amount: 38, turnoverRequired: 38, title: '投注送礼' }, prize: null, activity: after },
    });
    const onChange = vi.fn();
    renderWithProviders(<BettingGiftPanel activity={gift} onChange={onChange} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^领取/ })));
    expect(request).toHaveBeenCalledWith(
      confirmInfo,
      { action: 'claimTier', tier: 1, activityId: 7 },
      { requestId: expect.any(String) as string },
    );
    expect(onChange).toHaveBeenCalledWith(after);
  });

  it('offers no claim to a visitor, nor before the member has joined an activity that asks for it', () => {
    const { unmount } = renderWithProviders(<BettingGiftPanel activity={gift} onChange={vi.fn()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    signInForTest();
    renderWithProviders(
      <BettingGiftPanel activity={{ ...gift, requiresJoin: true, joined: false }} onChange={vi.fn()} />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('参加活动后方可领取')).toBeInTheDocument();
  });
});
