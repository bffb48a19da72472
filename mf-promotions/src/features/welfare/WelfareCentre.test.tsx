import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type CallOptions } from 'shared/api';
import { bus } from 'shared/bus';
import { welfareClaim, welfareList, type ResponseOf, type WelfareItem } from 'shared/contract';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../setup';
import WelfarePage from '../../exposes/WelfarePage';

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

function items(): WelfareItem[] {
  return [
    {
      id: 11,
      title: 'VIP周礼金',
      source: 'vip',
      amount: 28,
      turnoverRequired: 28,
      expiresAt: at(50 * HOUR + 60_000),
      rebate: null,
    },
    {
      id: 12,
      title: '投注返水',
      source: 'rebate',
      amount: 12.5,
      turnoverRequired: 0,
      expiresAt: at(2 * HOUR + 30_000),
      rebate: null,
    },
  ];
}

const networkError = () =>
  new ApiError({ kind: 'network', code: 0, message: '网络异常，请检查网络连接后重试', path: welfareClaim.path });

/** A server holding `waiting`; claims answer through `claim` (default: pay and remove them). */
function serve(waiting: WelfareItem[], claim?: (ids: number[]) => Promise<ResponseOf<typeof welfareClaim>>) {
  let list = waiting;
  const calls: { ids: number[]; requestId: string | undefined }[] = [];
  const request = fakeEndpoints({
    welfareList: () => ({ list }),
    welfareClaim: (input) => {
      const ids = input.ids ?? [];
      // The spy has the call already: its third argument carries the request id.
      const options = (request.mock.calls.at(-1) as unknown[] | undefined)?.[2] as CallOptions | undefined;
      calls.push({ ids, requestId: options?.requestId });
      if (claim) return claim(ids);
      const paid = list.filter((item) => ids.length === 0 || ids.includes(item.id));
      list = list.filter((item) => !paid.includes(item));
      return {
        claimed: paid.length,
        amount: paid.reduce((sum, item) => sum + item.amount, 0),
        centerWalletBalance: 1_000,
      };
    },
  });
  return { request, calls };
}

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('WelfarePage', () => {
  it('shows each waiting reward with its amount, turnover and time left, and the total', async () => {
    serve(items());
    renderWithProviders(<WelfarePage />);
    const cards = await screen.findAllByTestId('welfare-item');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'VIP周礼金',
      '投注返水',
    ]);
    expect(within(cards[0]!).getByTestId('welfare-amount')).toHaveTextContent('¥28');
    expect(cards[0]).toHaveTextContent('需完成流水 ¥28 后方可提款');
    expect(within(cards[0]!).getByTestId('welfare-expiry')).toHaveTextContent('剩余 2 天 2 小时');
    expect(within(cards[1]!).getByTestId('welfare-expiry')).toHaveTextContent(/^剩余 02:00:\d\d$/);
    expect(cards[1]).toHaveTextContent('无流水要求');
    expect(screen.getByTestId('welfare-summary')).toHaveTextContent('共 2 项待领取，合计 ¥40.50');
  });

  it("shows a daily rebate's breakdown by game category on its card", async () => {
    const rebate = {
      day: '2026-03-01',
      grade: 2,
      lines: [
        { category: 'DZ' as const, turnover: 1_000, rate: 0.64, amount: 6.4 },
        { category: 'TY' as const, turnover: 2_500.5, rate: 0.56, amount: 14 },
      ],
    };
    serve([
      {
        id: 21,
        title: '每日返水（2026-03-01）',
        source: 'rebate',
        amount: 20.4,
        turnoverRequired: 20.4,
        expiresAt: at(30 * HOUR),
        rebate,
      },
      ...items(),
    ]);
    renderWithProviders(<WelfarePage />);
    const [card, ...others] = await screen.findAllByTestId('welfare-item');
    const breakdown = within(card!).getByRole('list', { name: '2026-03-01 返水明细（VIP2）' });
    expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['电子：有效流水 ¥1,000 × 0.64% = ¥6.40', '体育：有效流水 ¥2,500.50 × 0.56% = ¥14']);
    // Other rewards have no breakdown.
    expect(others.every((other) => within(other).queryByTestId('welfare-rebate') === null)).toBe(true);
  });

  it('claims one reward with its id, tells the amount, refreshes the balance and the list', async () => {
    const { calls } = serve(items());
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<WelfarePage />);
    await screen.findAllByTestId('welfare-item');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '领取投注返水' })));
    expect(calls).toEqual([{ ids: [12], requestId: expect.any(String) }]);
    expect(emit).toHaveBeenCalledWith('balance:refresh');
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '成功领取 1 项福利，共 ¥12.50', kind: 'success' });
    await waitFor(() => expect(screen.getAllByTestId('welfare-item')).toHaveLength(1));
    expect(screen.getByTestId('welfare-summary')).toHaveTextContent('共 1 项待领取，合计 ¥28');
  });

  it('claims every reward with 一键领取 (ids []), then shows the empty state with a link to the activities', async () => {
    const { calls } = serve(items());
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<WelfarePage />);
    await screen.findAllByTestId('welfare-item');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '一键领取' })));
    expect(calls).toEqual([{ ids: [], requestId: expect.any(String) }]);
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '成功领取 2 项福利，共 ¥40.50', kind: 'success' });
    expect(await screen.findByText('暂无可领取的福利')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去看看优惠活动' })).toHaveAttribute('href', '/activity/discount');
  });

  it('sends the same request id again after a lost answer, and a new one for the next press', async () => {
    let attempt = 0;
    const { calls } = serve(items(), async (ids) => {
      attempt += 1;
      if (attempt === 1) throw networkError();
      return { claimed: ids.length === 0 ? 2 : 1, amount: 28, centerWalletBalance: 1_000 };
    });
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<WelfarePage />);
    await screen.findAllByTestId('welfare-item');
    const claimAll = screen.getByRole('button', { name: '一键领取' });
    await act(async () => fireEvent.click(claimAll));
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请检查网络连接后重试');
    // The claim may have been paid: the money figures refetch.
    expect(emit).toHaveBeenCalledWith('balance:refresh');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '一键领取' })));
    expect(calls[1]!.requestId).toBe(calls[0]!.requestId);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await screen.findAllByTestId('welfare-item');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '一键领取' })));
    expect(calls).toHaveLength(3);
    expect(calls[2]!.requestId).not.toBe(calls[0]!.requestId);
  });

  it('starts a new request id after a refusal, and for a different reward', async () => {
    let attempt = 0;
    const { calls } = serve(items(), async () => {
      attempt += 1;
      if (attempt === 1)
        throw new ApiError({
          kind: 'network',
          code: 0,
          message: '网络异常，请检查网络连接后重试',
          path: welfareClaim.path,
        });
      if (attempt === 2)
        throw new ApiError({ kind: 'business', code: 6012, message: '该福利已过期', path: welfareClaim.path });
      return { claimed: 1, amount: 28, centerWalletBalance: 1_000 };
    });
    renderWithProviders(<WelfarePage />);
    await screen.findAllByTestId('welfare-item');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '领取VIP周礼金' })));
    // A different reward after a lost answer is another claim: its own id.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '领取投注返水' })));
    expect(calls[1]!.requestId).not.toBe(calls[0]!.requestId);
    expect(screen.getByRole('alert')).toHaveTextContent('该福利已过期');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '领取投注返水' })));
    expect(calls[2]!.requestId).not.toBe(calls[1]!.requestId);
  });

  it('disables every claim while one runs, and sends one call for a double press', async () => {
    let release: (value: ResponseOf<typeof welfareClaim>) => void = () => undefined;
    const { calls } = serve(
      items(),
      () => new Promise<ResponseOf<typeof welfareClaim>>((resolve) => (release = resolve)),
    );
    renderWithProviders(<WelfarePage />);
    await screen.findAllByTestId('welfare-item');
    const one = screen.getByRole('button', { name: '领取VIP周礼金' });
    fireEvent.click(one);
    fireEvent.click(one);
    expect(one).toBeDisabled();
    expect(screen.getByRole('button', { name: '一键领取' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '领取投注返水' })).toBeDisabled();
    await act(async () => release({ claimed: 1, amount: 28, centerWalletBalance: 1_000 }));
    expect(calls).toHaveLength(1);
  });

  it('says so when nothing was left to claim', async () => {
    serve(items(), async () => ({ claimed: 0, amount: 0, centerWalletBalance: 1_000 }));
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<WelfarePage />);
    await screen.findAllByTestId('welfare-item');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '一键领取' })));
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '暂无可领取的福利', kind: 'info' });
    expect(emit).not.toHaveBeenCalledWith('ui:toast', expect.objectContaining({ kind: 'success' }));
  });

  it('marks a lapsed reward 已过期 and leaves it out of 一键领取', async () => {
    serve([
      {
        id: 13,
        title: '过期礼金',
        source: 'activity',
        amount: 5,
        turnoverRequired: 5,
        expiresAt: at(-HOUR),
        rebate: null,
      },
    ]);
    renderWithProviders(<WelfarePage />);
    const card = await screen.findByTestId('welfare-item');
    expect(within(card).getByTestId('welfare-expiry')).toHaveTextContent('已过期');
    expect(within(card).getByRole('button', { name: '领取过期礼金' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '一键领取' })).toBeDisabled();
    expect(screen.getByTestId('welfare-summary')).toHaveTextContent('共 0 项待领取，合计 ¥0');
  });

  it('shows the error with a retry when the list fails', async () => {
    let calls = 0;
    const request = fakeEndpoints({
      welfareList: () => {
        calls += 1;
        if (calls === 1)
          throw new ApiError({
            kind: 'business',
            code: 6005,
            message: '服务开小差了，请稍后重试',
            path: welfareList.path,
          });
        return { list: [] };
      },
    });
    renderWithProviders(<WelfarePage />);
    const error = await screen.findByRole('alert');
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: '重试' })));
    expect(await screen.findByText('暂无可领取的福利')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(2);
  });
});
