import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { confirmInfo, type ActivityDetail } from 'shared/contract';
import { routePatterns } from 'shared/routes';
import { appStore, routeTableAtom } from 'shared/state';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../../../setup';
import { activityFixture } from '../../activity-fixture';
import { DepositBonusPanel } from './DepositBonusPanel';

type DepositDetail = Extract<ActivityDetail, { pageType: 'firstDeposit' }>;

function deposit(detail: Partial<DepositDetail> = {}, overrides: Parameters<typeof activityFixture>[1] = {}) {
  return activityFixture<DepositDetail>(
    {
      pageType: 'firstDeposit',
      bonusRate: 20,
      maxBonus: 500,
      minDeposit: 100,
      turnoverMultiple: 10,
      joinTiming: 'before',
      qualifyingDeposit: null,
      bonus: null,
      ...detail,
    },
    { requiresJoin: true, joined: true, ...overrides },
  );
}

beforeEach(() => {
  resetPlatformState();
  appStore.set(routeTableAtom, [{ path: routePatterns.saveMoney, name: 'saveMoney' }]);
});
afterEach(() => {
  appStore.set(routeTableAtom, []);
  vi.restoreAllMocks();
});

describe('DepositBonusPanel', () => {
  it('shows the terms and a worked example', () => {
    renderWithProviders(<DepositBonusPanel activity={deposit()} onChange={vi.fn()} />);
    expect(screen.getByText('20%')).toBeInTheDocument();
    expect(screen.getByText('¥500')).toBeInTheDocument();
    expect(screen.getByText('¥100')).toBeInTheDocument();
    expect(screen.getByText('10 倍')).toBeInTheDocument();
    expect(screen.getByTestId('deposit-example')).toHaveTextContent(
      '例：存款 ¥1,000，可获彩金 ¥200，完成有效流水 ¥12,000 后即可提款。',
    );
  });

  it("joinTiming 'before': a joined member gets 去存款 to the deposit page", () => {
    signInForTest();
    renderWithProviders(<DepositBonusPanel activity={deposit()} onChange={vi.fn()} />);
    expect(screen.getByRole('link', { name: '去存款' })).toHaveAttribute('href', '/mine/savemoney');
  });

  it('offers no 去存款 before the join, to a visitor, or where the deposit page is not served', () => {
    signInForTest();
    const { unmount } = renderWithProviders(
      <DepositBonusPanel activity={deposit({}, { joined: false })} onChange={vi.fn()} />,
    );
    expect(screen.queryByRole('link', { name: '去存款' })).not.toBeInTheDocument();
    unmount();
    appStore.set(routeTableAtom, []);
    renderWithProviders(<DepositBonusPanel activity={deposit()} onChange={vi.fn()} />);
    expect(screen.queryByRole('link', { name: '去存款' })).not.toBeInTheDocument();
  });

  it("shows the member's deposit and the bonus paid with the turnover it requires", () => {
    signInForTest();
    const paid = deposit({
      qualifyingDeposit: { amount: 1000, at: '2025-02-01 12:00:00' },
      bonus: { amount: 200, turnoverRequired: 12000, paidAt: '2025-02-01 12:00:05' },
    });
    renderWithProviders(<DepositBonusPanel activity={paid} onChange={vi.fn()} />);
    expect(screen.getByTestId('deposit-mine')).toHaveTextContent('您的存款：¥1,000（2025-02-01 12:00:00）');
    expect(screen.getByTestId('deposit-bonus')).toHaveTextContent('已获彩金 ¥200，需完成有效流水 ¥12,000 后方可提款');
    expect(screen.queryByRole('button', { name: '领取彩金' })).not.toBeInTheDocument();
  });

  it("joinTiming 'after': 领取彩金 claims the bonus of the deposit made", async () => {
    signInForTest();
    const made = deposit(
      { joinTiming: 'after', qualifyingDeposit: { amount: 3000, at: '2025-02-01 12:00:00' } },
      { requiresJoin: false, joined: null },
    );
    const paid = deposit({
      joinTiming: 'after',
      qualifyingDeposit: { amount: 3000, at: '2025-02-01 12:00:00' },
      bonus: { amount: 500, turnoverRequired: 35000, paidAt: '2025-02-02 10:00:00' },
    });
    const request = fakeEndpoints({
      confirmInfo: { reward: { amount: 500, turnoverRequired: 35000, title: '首存彩金' }, prize: null, activity: paid },
    });
    const onChange = vi.fn();
    renderWithProviders(<DepositBonusPanel activity={made} onChange={onChange} />);
    expect(screen.getByText('可领取彩金 ¥500，领取后需完成有效流水 ¥35,000')).toBeInTheDocument();
    const claim = screen.getByRole('button', { name: '领取彩金' });
    await act(async () => fireEvent.click(claim));
    expect(request).toHaveBeenCalledWith(
      confirmInfo,
      { action: 'claimBonus', activityId: 7 },
      { requestId: expect.any(String) as string },
    );
    expect(onChange).toHaveBeenCalledWith(paid);
  });

  it("joinTiming 'after': shows a refusal in the server's words", async () => {
    signInForTest();
    const made = deposit({ joinTiming: 'after', qualifyingDeposit: { amount: 3000, at: '2025-02-01 12:00:00' } });
    fakeEndpoints({
      confirmInfo: () =>
        Promise.reject(
          new ApiError({ kind: 'business', code: 6012, message: '该存款不符合活动条件', path: confirmInfo.path }),
        ),
    });
    renderWithProviders(<DepositBonusPanel activity={made} onChange={vi.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '领取彩金' })));
    expect(screen.getByRole('alert')).toHaveTextContent('该存款不符合活动条件');
  });

  it("joinTiming 'after': says what deposit is needed when there is none yet", () => {
    signInForTest();
    renderWithProviders(<DepositBonusPanel activity={deposit({ joinTiming: 'after' })} onChange={vi.fn()} />);
    expect(screen.getByText('完成单笔 ¥100 及以上的存款后即可领取彩金')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '领取彩金' })).not.toBeInTheDocument();
  });
});
