import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { confirmInfo, type ActivityConfig } from 'shared/contract';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../../../setup';
import { activityFixture } from '../../activity-fixture';
import type { PanelProps } from '../../panel-props';
import type { SignGiftDetail } from './sign-detail';
import { SignGiftPanel } from './SignGiftPanel';

type SignActivity = PanelProps<'signGift'>['activity'];

const rewards = [
  { day: 1, amount: 2 },
  { day: 2, amount: 3 },
  { day: 3, amount: 5 },
  { day: 7, amount: 88 },
];

/** 2026-11-20 to 22 signed, 23 missed, today the 24th. */
const detailWith = (over: Partial<SignGiftDetail> = {}): SignGiftDetail => ({
  pageType: 'signGift',
  days: Array.from({ length: 24 }, (_, index) => {
    const date = `2026-11-${String(index + 1).padStart(2, '0')}`;
    return { date, signed: date >= '2026-11-20' && date <= '2026-11-22' };
  }),
  today: '2026-11-24',
  todaySigned: false,
  streak: 0,
  rewards,
  ...over,
});

/** The 每日签到领彩金 of the seed, joined (the member has taken part). */
function activityWith(detail: SignGiftDetail, over: Partial<ActivityConfig> = {}): SignActivity {
  return activityFixture(detail, { id: 7, title: '每日签到领彩金', category: 'vip', rules: [], joined: true, ...over });
}

function Page({ initial }: { initial: SignActivity }) {
  const [activity, setActivity] = useState(initial);
  return <SignGiftPanel activity={activity} onChange={(next) => setActivity(next as SignActivity)} />;
}

const day = (date: string) => document.querySelector(`[data-date="${date}"]`);

beforeEach(() => resetPlatformState());
afterEach(() => vi.restoreAllMocks());

describe('SignGiftPanel', () => {
  it('shows the Beijing month with signed days marked and today highlighted', () => {
    signInForTest();
    renderWithProviders(
      <Page
        initial={activityWith(
          detailWith({
            streak: 3,
            days: detailWith().days.map((d) => ({ ...d, signed: d.date >= '2026-11-21' && d.date <= '2026-11-23' })),
          }),
        )}
      />,
    );
    const calendar = screen.getByTestId('sign-calendar');
    expect(within(calendar).getByText('2026年11月')).toBeInTheDocument();
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    expect(calendar.querySelectorAll('[data-date]')).toHaveLength(30);
    expect(day('2026-11-22')).toHaveAttribute('data-state', 'signed');
    expect(day('2026-11-20')).toHaveAttribute('data-state', 'missed');
    expect(day('2026-11-24')).toHaveAttribute('aria-current', 'date');
    expect(day('2026-11-24')).toHaveAttribute('aria-label', '24日（今天），未签到');
    expect(day('2026-11-25')).toHaveAttribute('data-state', 'future');
    expect(screen.getByTestId('sign-streak')).toHaveTextContent('已连续签到 3 天');
  });

  it('shows the reward for each streak day, the last for every longer streak, and what today pays', () => {
    signInForTest();
    renderWithProviders(<Page initial={activityWith(detailWith({ streak: 2 }))} />);
    const rows = within(screen.getByTestId('sign-rewards')).getAllByTestId('sign-reward');
    expect(rows.map((row) => row.textContent)).toEqual(['第 1 天¥2', '第 2 天¥3', '第 3 天¥5', '第 7 天及以上¥88']);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('今日签到为连续第 3 天，可得 ¥5')).toBeInTheDocument();
  });

  it('signs today and then shows it signed, with the button shut', async () => {
    signInForTest();
    const signed = detailWith({
      todaySigned: true,
      streak: 1,
      days: detailWith().days.map((d) => (d.date === '2026-11-24' ? { ...d, signed: true } : d)),
    });
    const request = fakeEndpoints({
      confirmInfo: {
        reward: { amount: 2, turnoverRequired: 2, title: '每日签到' },
        prize: null,
        activity: activityWith(signed),
      },
    });
    renderWithProviders(<Page initial={activityWith(detailWith())} />);
    const button = screen.getByRole('button', { name: '今日签到' });
    await act(async () => fireEvent.click(button));
    expect(request).toHaveBeenCalledWith(
      confirmInfo,
      { action: 'sign', activityId: 7 },
      expect.objectContaining({ requestId: expect.any(String) }),
    );
    expect(screen.getByTestId('sign-today')).toHaveTextContent('已签到');
    expect(screen.getByTestId('sign-today')).toBeDisabled();
    expect(day('2026-11-24')).toHaveAttribute('data-state', 'signed');
    expect(screen.getByTestId('sign-streak')).toHaveTextContent('已连续签到 1 天');
    expect(screen.getByText('今日已签到（连续第 1 天），已获得 ¥2')).toBeInTheDocument();
  });

  it('keeps the button shut while the sign is on its way, and shut once the day is signed', async () => {
    signInForTest();
    fakeEndpoints({ confirmInfo: () => new Promise(() => undefined) });
    const { unmount } = renderWithProviders(<Page initial={activityWith(detailWith())} />);
    await act(async () => fireEvent.click(screen.getByTestId('sign-today')));
    expect(screen.getByTestId('sign-today')).toBeDisabled();
    unmount();
    renderWithProviders(<Page initial={activityWith(detailWith({ todaySigned: true, streak: 4 }))} />);
    expect(screen.getByTestId('sign-today')).toHaveTextContent('已签到');
    expect(screen.getByTestId('sign-today')).toBeDisabled();
  });

  it('shows the refusal of a sign', async () => {
    signInForTest();
    fakeEndpoints({ confirmInfo: () => Promise.reject(new Error('boom')) });
    renderWithProviders(<Page initial={activityWith(detailWith())} />);
    await act(async () => fireEvent.click(screen.getByTestId('sign-today')));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByTestId('sign-today')).toBeEnabled();
  });

  it('shows a visitor the calendar and rewards, with 登录后参与 instead of the sign', () => {
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(
      <Page
        initial={activityWith(detailWith({ days: detailWith().days.map((d) => ({ ...d, signed: false })) }), {
          joined: null,
        })}
      />,
    );
    expect(screen.getByTestId('sign-calendar')).toBeInTheDocument();
    expect(screen.getByTestId('sign-rewards')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-today')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sign-streak')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '登录后参与' }));
    expect(emit).toHaveBeenCalledWith('ui:login-tips');
  });
});
