import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { vipWeekInfo } from 'shared/contract';
import { appStore, brandAtom } from 'shared/state';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../setup';
import VipDetailPage from '../../exposes/VipDetailPage';
import type { VipWeek } from './use-vip-week';
import { grades, member, rebates, setBrand } from './vip-fixtures';

const week: VipWeek = {
  weekStart: '2026-03-02',
  weekEnd: '2026-03-08',
  grade: 1,
  weeklyGift: 8,
  deposit: 300,
  turnover: 1_500,
  depositRequired: 500,
  turnoverRequired: 2_000,
  status: 'inProgress',
};

function serve(thisWeek: VipWeek | Error = week) {
  return fakeEndpoints({
    memberGradeInfoByGrade: member,
    memberGradeConfigList: { list: grades },
    getGameFanshuiHighLow: { list: rebates },
    vipWeekInfo: () => {
      if (thisWeek instanceof Error) throw thisWeek;
      return thisWeek;
    },
  });
}

const benefit = (key: string) => screen.getByTestId(`vip-benefit-${key}`).querySelector('dd')?.textContent;

beforeEach(() => {
  resetPlatformState();
  setBrand(false);
  signInForTest();
});
afterEach(() => {
  appStore.set(brandAtom, null);
  vi.restoreAllMocks();
});

describe('VipDetailPage', () => {
  it("opens on the member's grade and switches to another grade's benefits", async () => {
    serve();
    renderWithProviders(<VipDetailPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'VIP1专属福利' })).toBeInTheDocument();
    const switcher = screen.getByRole('group', { name: '选择等级' });
    expect(within(switcher).getByRole('button', { name: 'VIP1（当前）' })).toHaveAttribute('aria-pressed', 'true');
    expect(benefit('depositRequired')).toBe('¥1,000');
    expect(benefit('upgradeBonus')).toBe('¥18');
    expect(benefit('rebate-TY')).toBe('0.7%');

    fireEvent.click(within(switcher).getByRole('button', { name: 'VIP2' }));
    expect(screen.getByRole('heading', { level: 2, name: 'VIP2专属福利' })).toBeInTheDocument();
    expect(within(switcher).getByRole('button', { name: 'VIP2' })).toHaveAttribute('aria-pressed', 'true');
    expect(benefit('turnoverRequired')).toBe('¥50,000');
    expect(benefit('birthdayBonus')).toBe('¥188');
    expect(benefit('weeklyGift')).toBe('¥28');
    expect(benefit('monthlyGift')).toBe('¥88');
    expect(benefit('dailyWithdrawals')).toBe('10 次');
    expect(benefit('rebate-ZR')).toBe('0.8%');
  });

  it("shows this week's gift in progress with what is still needed", async () => {
    serve();
    renderWithProviders(<VipDetailPage />);
    await waitFor(() => expect(screen.getByTestId('vip-week-status')).toHaveTextContent('进行中'));
    expect(screen.getByTestId('vip-week-range')).toHaveTextContent('统计周期：2026-03-02 至 2026-03-08');
    expect(screen.getByTestId('vip-week-gift')).toHaveTextContent('¥8');
    expect(screen.getByRole('progressbar', { name: '本周存款' })).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByTestId('vip-week-deposit-note')).toHaveTextContent('还需 ¥200');
    expect(screen.getByRole('progressbar', { name: '本周流水' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.queryByRole('link', { name: '去福利中心' })).not.toBeInTheDocument();
  });

  it('sends a claimable gift to the welfare centre, and says when it is claimed', async () => {
    serve({ ...week, deposit: 500, turnover: 2_000, status: 'claimable' });
    const { unmount } = renderWithProviders(<VipDetailPage />);
    await waitFor(() => expect(screen.getByTestId('vip-week-status')).toHaveTextContent('可领取'));
    expect(screen.getByTestId('vip-week-turnover-note')).toHaveTextContent('已达成');
    expect(screen.getByRole('link', { name: '去福利中心' })).toHaveAttribute('href', '/mine/welfare');
    unmount();
    vi.restoreAllMocks();
    serve({ ...week, status: 'claimed' });
    renderWithProviders(<VipDetailPage />);
    await waitFor(() => expect(screen.getByTestId('vip-week-status')).toHaveTextContent('已领取'));
    expect(screen.queryByRole('link', { name: '去福利中心' })).not.toBeInTheDocument();
  });

  it('hides deposit requirements under vipNoSave', async () => {
    setBrand(true);
    serve();
    renderWithProviders(<VipDetailPage />);
    await screen.findByTestId('vip-week-status');
    expect(screen.queryByTestId('vip-benefit-depositRequired')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: '本周存款' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '本周流水' })).toBeInTheDocument();
  });

  it('keeps the grades when the weekly gift fails to load, with its own retry', async () => {
    serve(
      new ApiError({ kind: 'network', code: 0, message: '网络异常，请检查网络连接后重试', path: vipWeekInfo.path }),
    );
    renderWithProviders(<VipDetailPage />);
    const error = await screen.findByRole('alert');
    expect(within(screen.getByTestId('vip-week')).getByRole('alert')).toBe(error);
    expect(error).toHaveTextContent('网络异常，请检查网络连接后重试');
    expect(await screen.findByRole('heading', { level: 2, name: 'VIP1专属福利' })).toBeInTheDocument();
  });
});
