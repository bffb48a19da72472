import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { confirmInfo, type ActivityConfig, type ResponseOf } from 'shared/contract';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../../../setup';
import { activityFixture } from '../../activity-fixture';
import type { PanelProps } from '../../panel-props';
import type { DrawGiftDetail, DrawPrize } from './draw-detail';
import { DrawGiftPanel } from './DrawGiftPanel';

type DrawActivity = PanelProps<'drawGift'>['activity'];

const prizes: DrawPrize[] = [
  { id: 11, name: 'iPhone', amount: 6999 },
  { id: 12, name: '现金红包', amount: 88 },
  { id: 13, name: '谢谢参与', amount: 0 },
  { id: 14, name: '彩金', amount: 8 },
  { id: 15, name: '彩金', amount: 18 },
  { id: 16, name: '谢谢参与', amount: 0 },
  { id: 17, name: '现金红包', amount: 888 },
  { id: 18, name: '彩金', amount: 2 },
];

const detailWith = (over: Partial<DrawGiftDetail> = {}): DrawGiftDetail => ({
  pageType: 'drawGift',
  chances: 2,
  chanceRule: '活动期间每日存款满500元获得1次',
  prizes,
  history: [{ prizeName: '彩金', amount: 8, at: '2026-11-23T04:00:00Z' }],
  ...over,
});

/** The 幸运大转盘 of the seed, joined (the member has taken part). */
function activityWith(detail: DrawGiftDetail, over: Partial<ActivityConfig> = {}): DrawActivity {
  return activityFixture(detail, { id: 6, title: '幸运大转盘', category: 'casino', rules: [], joined: true, ...over });
}

function Page({ initial }: { initial: DrawActivity }) {
  const [activity, setActivity] = useState(initial);
  return <DrawGiftPanel activity={activity} onChange={(next) => setActivity(next as DrawActivity)} />;
}

/** The answer of a draw that landed on `prize`: one chance fewer, the draw first in the history. */
function drawAnswer(prize: DrawPrize): ResponseOf<typeof confirmInfo> {
  const detail = detailWith({
    chances: 1,
    history: [{ prizeName: prize.name, amount: prize.amount, at: '2026-11-24T04:00:00Z' }, ...detailWith().history],
  });
  return {
    reward: prize.amount > 0 ? { amount: prize.amount, turnoverRequired: prize.amount, title: prize.name } : null,
    prize,
    activity: activityWith(detail),
  };
}

const litIds = () =>
  Array.from(document.querySelectorAll('[data-lit]')).map((cell) => Number(cell.getAttribute('data-prize-id')));
const flush = () => act(async () => vi.advanceTimersByTimeAsync(0));

function reduceMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  });
}

beforeEach(() => {
  resetPlatformState();
  reduceMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DrawGiftPanel', () => {
  it('shows the prizes round the board, the chances, how to earn them and the member’s draws', () => {
    signInForTest();
    renderWithProviders(<Page initial={activityWith(detailWith())} />);
    const board = within(screen.getByRole('list', { name: '奖品' }));
    expect(board.getAllByRole('listitem')).toHaveLength(8);
    expect(board.getByText('iPhone')).toBeInTheDocument();
    expect(board.getByText('¥6,999')).toBeInTheDocument();
    expect(screen.getByTestId('draw-chances')).toHaveTextContent('剩余抽奖次数：2 次');
    expect(screen.getByText('获得次数：活动期间每日存款满500元获得1次')).toBeInTheDocument();
    const history = within(screen.getByTestId('draw-history'));
    expect(history.getByText('彩金')).toBeInTheDocument();
    expect(history.getByText('2026-11-23 12:00:00')).toBeInTheDocument();
  });

  it.each([prizes[5]!, prizes[1]!])(
    'spins while the draw is on its way and stops on the prize the server drew (%o)',
    async (prize) => {
      vi.useFakeTimers();
      signInForTest();
      let answer: (value: ResponseOf<typeof confirmInfo>) => void = () => undefined;
      const request = fakeEndpoints({ confirmInfo: () => new Promise((resolve) => (answer = resolve)) });
      renderWithProviders(<Page initial={activityWith(detailWith())} />);

      const button = screen.getByTestId('draw-button');
      await act(async () => fireEvent.click(button));
      expect(request).toHaveBeenCalledWith(
        confirmInfo,
        { action: 'draw', activityId: 6 },
        expect.objectContaining({ requestId: expect.any(String) }),
      );
      expect(button).toBeDisabled();

      // The lights run round while the server has not answered.
      const seen = new Set<number>();
      for (let step = 0; step < 10; step += 1) {
        await act(async () => vi.advanceTimersByTimeAsync(70));
        seen.add(litIds()[0]!);
      }
      expect(seen.size).toBeGreaterThan(4);

      await act(async () => answer(drawAnswer(prize)));
      await flush();
      // Answered, but the lights are still slowing down: no result and no new history yet.
      expect(screen.getByTestId('draw-result')).toBeEmptyDOMElement();
      expect(screen.getByTestId('draw-chances')).toHaveTextContent('剩余抽奖次数：2 次');
      expect(within(screen.getByTestId('draw-history')).getAllByRole('listitem')).toHaveLength(1);
      expect(button).toBeDisabled();

      await act(async () => vi.advanceTimersByTimeAsync(10_000));
      expect(litIds()).toEqual([prize.id]);
      expect(screen.getByTestId('draw-result')).toHaveTextContent(
        prize.amount > 0 ? `恭喜获得 ${prize.name}（¥${prize.amount}）` : '谢谢参与',
      );
      expect(screen.getByTestId('draw-chances')).toHaveTextContent('剩余抽奖次数：1 次');
      expect(within(screen.getByTestId('draw-history')).getAllByRole('listitem')).toHaveLength(2);
      expect(button).toBeEnabled();
    },
  );

  it('shows the result at once, with no spin, when the member asked for reduced motion', async () => {
    vi.useFakeTimers();
    reduceMotion(true);
    signInForTest();
    fakeEndpoints({ confirmInfo: drawAnswer(prizes[6]!) });
    renderWithProviders(<Page initial={activityWith(detailWith())} />);
    await act(async () => fireEvent.click(screen.getByTestId('draw-button')));
    await flush();
    expect(litIds()).toEqual([17]);
    expect(screen.getByTestId('draw-result')).toHaveTextContent('恭喜获得 现金红包（¥888）');
  });

  it('puts the lights out and shows the refusal when the draw fails', async () => {
    vi.useFakeTimers();
    signInForTest();
    fakeEndpoints({ confirmInfo: () => Promise.reject(new Error('boom')) });
    renderWithProviders(<Page initial={activityWith(detailWith())} />);
    await act(async () => fireEvent.click(screen.getByTestId('draw-button')));
    await flush();
    expect(litIds()).toEqual([]);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByTestId('draw-result')).toBeEmptyDOMElement();
    expect(screen.getByTestId('draw-button')).toBeEnabled();
  });

  it('keeps the draw shut with no chances left and says how to earn one', () => {
    signInForTest();
    renderWithProviders(<Page initial={activityWith(detailWith({ chances: 0 }))} />);
    expect(screen.getByTestId('draw-button')).toBeDisabled();
    expect(screen.getByTestId('draw-no-chances')).toHaveTextContent('您暂时没有抽奖次数');
    expect(screen.getByText('获得次数：活动期间每日存款满500元获得1次')).toBeInTheDocument();
  });

  it('lays more than eight prizes round a larger board', () => {
    signInForTest();
    const many = [...prizes, { id: 19, name: '彩金', amount: 5 }, { id: 20, name: '彩金', amount: 6 }];
    renderWithProviders(<Page initial={activityWith(detailWith({ prizes: many }))} />);
    expect(within(screen.getByRole('list', { name: '奖品' })).getAllByRole('listitem')).toHaveLength(10);
  });

  it('shows a visitor the prizes and the rule, with 登录后参与 instead of the draw and no history', () => {
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<Page initial={activityWith(detailWith({ chances: 0, history: [] }), { joined: null })} />);
    expect(screen.getByText('iPhone')).toBeInTheDocument();
    expect(screen.queryByTestId('draw-button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('draw-history')).not.toBeInTheDocument();
    expect(screen.queryByTestId('draw-no-chances')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '登录后参与' }));
    expect(emit).toHaveBeenCalledWith('ui:login-tips');
  });
});
