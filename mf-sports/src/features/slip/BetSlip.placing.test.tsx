import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { venueResource, type SportsRequest } from 'shared/contract';
import { appStore, balanceAtom, oddsFormatAtom } from 'shared/state';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import type { SlipSelection } from '../../lib/selection';
import { testSelection } from './slip-test-selection';
import '../../setup';
import { BetSlip } from './BetSlip';
import { slipStateAtom } from './slip-atoms';
import { PickButtons, placeCalls, resetSlip, serveSports, type SportsHandlers } from './slip-test-kit';
import { testTicket } from '../../testing/test-ticket';
import { TICKET_POLL_MS } from './ticket/use-ticket-polling';

const limits: SportsHandlers['betLimits'] = () => ({ minStake: 10, maxStake: 5000 });
const home = testSelection('m1');
const other = testSelection('m2', { league: '德国甲级联赛' });

function renderSlip(selections: readonly SlipSelection[] = [home, other]) {
  return renderWithProviders(
    <>
      <PickButtons selections={selections} />
      <BetSlip />
    </>,
  );
}

async function click(testId: string) {
  await act(async () => fireEvent.click(screen.getByTestId(testId)));
}

async function readySlip(stake = '100') {
  renderSlip();
  await click(`pick-${home.key}`);
  await act(async () => fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: stake } }));
  await screen.findByText('限额 10.00 - 5000.00');
}

/** Runs the poll timers; react-query hands each answer to React on a 0 ms timer, which the 100 ms cover. */
const poll = (ms = TICKET_POLL_MS) => act(async () => vi.advanceTimersByTimeAsync(ms === 0 ? 0 : ms + 100));

const networkError = () =>
  new ApiError({ kind: 'network', code: 0, message: '网络异常，请检查网络连接后重试', path: venueResource.path });
const businessError = (code: number, message: string, data?: unknown) =>
  new ApiError({ kind: 'business', code, message, path: venueResource.path, data });

beforeEach(() => {
  resetPlatformState();
  signInForTest();
  resetSlip();
  appStore.set(oddsFormatAtom, 'H');
  appStore.set(balanceAtom, { centerWalletBalance: 1000, lockMoney: 0, totalMoney: 1500 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('placing a bet', () => {
  it('sends the slip, shows 投注成功, clears the placed selection and updates the balance', async () => {
    const emit = vi.spyOn(bus, 'emit');
    serveSports({
      betLimits: limits,
      placeBet: async () => ({ tickets: [testTicket({ ticket_id: 'T77' })], balance: 900 }),
    });
    await readySlip();
    await click('slip-place');
    const [{ request, requestId }] = placeCalls() as [{ request: SportsRequest<'placeBet'>; requestId: string }];
    expect(request).toEqual({
      mode: 'single',
      stake: 100,
      oddsFormat: 'H',
      selections: [{ gameId: 'm1', w: 'R', r: 'H', odds: 1.95, ratio: '0.5' }],
      timestamp: expect.any(Number),
      langx: 'zh-cn',
    });
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('slip-result')).toHaveAttribute('data-status', 'accepted');
    expect(screen.getByTestId('slip-result')).toHaveTextContent('投注成功');
    expect(screen.getByTestId('slip-result')).toHaveTextContent('T77');
    expect(screen.queryAllByTestId('slip-selection')).toHaveLength(0);
    expect(screen.getByTestId('slip-stake')).toHaveValue('');
    expect(appStore.get(balanceAtom)).toEqual({ centerWalletBalance: 900, lockMoney: 0, totalMoney: 1400 });
    // Once: the money call refetches every money figure, the answer's balance shows meanwhile.
    expect(emit.mock.calls.filter(([event]) => event === 'balance:refresh')).toHaveLength(1);
  });

  it('reuses the request id on a retry after a network error, and never after an answer', async () => {
    let attempt = 0;
    serveSports({
      betLimits: limits,
      placeBet: async () => {
        attempt += 1;
        if (attempt === 1) throw networkError();
        return { tickets: [testTicket()], balance: 900 };
      },
    });
    await readySlip();
    await click('slip-place');
    expect(screen.getByTestId('slip-message')).toHaveTextContent(
      '网络异常，请检查网络连接后重试。请再次点击投注，同一注单不会重复下注',
    );
    expect(screen.getAllByTestId('slip-selection')).toHaveLength(1);
    await click('slip-place');
    const ids = placeCalls().map((call) => call.requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(screen.getByTestId('slip-result')).toHaveTextContent('投注成功');

    // The next bet is a new attempt with a new id.
    await click(`pick-${other.key}`);
    await act(async () => fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: '50' } }));
    await click('slip-place');
    const third = placeCalls()[2]?.requestId;
    expect(third).toBeDefined();
    expect(third).not.toBe(ids[0]);
  });

  it('refetches the money figures after a lost answer too: the bet may have been placed', async () => {
    const emit = vi.spyOn(bus, 'emit');
    serveSports({ betLimits: limits, placeBet: () => Promise.reject(networkError()) });
    await readySlip();
    await click('slip-place');
    expect(emit.mock.calls.filter(([event]) => event === 'balance:refresh')).toHaveLength(1);
  });

  it('keeps the open request id across a reload (it is stored with the slip)', async () => {
    serveSports({ betLimits: limits, placeBet: () => Promise.reject(networkError()) });
    await readySlip();
    await click('slip-place');
    const sent = placeCalls()[0]?.requestId;
    expect(appStore.get(slipStateAtom).openRequestId).toBe(sent);
    expect(localStorage.getItem('betSlip')).toContain(String(sent));
  });

  it('spends the request id when the server refuses, and shows the server message', async () => {
    serveSports({ betLimits: limits, placeBet: () => Promise.reject(businessError(7101, '余额不足')) });
    await readySlip();
    await click('slip-place');
    expect(screen.getByTestId('slip-message')).toHaveTextContent('余额不足');
    expect(screen.getAllByTestId('slip-selection')).toHaveLength(1);
    await click('slip-place');
    const ids = placeCalls().map((call) => call.requestId);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('on 7102 shows the new prices from the error and requires acceptance', async () => {
    serveSports({
      betLimits: limits,
      placeBet: () =>
        Promise.reject(
          businessError(7102, '赔率已变化，请确认新赔率后再投注', [
            { gameId: 'm1', w: 'R', r: 'H', odds: 2.05, ratio: '0.5' },
          ]),
        ),
    });
    await readySlip();
    await click('slip-place');
    expect(screen.getByTestId('slip-message')).toHaveTextContent('赔率已变化，请确认新赔率后再投注');
    expect(screen.getByTestId('slip-price-change')).toHaveTextContent('赔率已变化：0.95 → 1.05');
    expect(screen.getByTestId('slip-place')).toBeDisabled();
    await click('slip-accept-odds');
    expect(screen.getByTestId('slip-selection-odds')).toHaveTextContent('1.05');
    expect(screen.getByTestId('slip-place')).toBeEnabled();
  });

  it('a 7102 without a readable price list still shows the message and loses nothing', async () => {
    serveSports({
      betLimits: limits,
      placeBet: () => Promise.reject(businessError(7102, '赔率已变化，请确认新赔率后再投注', { nonsense: true })),
    });
    await readySlip();
    await click('slip-place');
    expect(screen.getByTestId('slip-message')).toHaveTextContent('赔率已变化，请确认新赔率后再投注');
    expect(screen.getAllByTestId('slip-selection')).toHaveLength(1);
  });

  it('disables 投注 while the request runs and sends it once for a double click', async () => {
    let answer: (value: { tickets: ReturnType<typeof testTicket>[]; balance: number }) => void = () => {};
    serveSports({ betLimits: limits, placeBet: () => new Promise((resolve) => (answer = resolve)) });
    await readySlip();
    await act(async () => {
      fireEvent.click(screen.getByTestId('slip-place'));
      fireEvent.click(screen.getByTestId('slip-place'));
    });
    expect(screen.getByTestId('slip-place')).toBeDisabled();
    expect(placeCalls()).toHaveLength(1);
    await act(async () => answer({ tickets: [testTicket()], balance: 900 }));
    expect(screen.getByTestId('slip-result')).toHaveTextContent('投注成功');
  });
});

describe('a bet in delay', () => {
  it('shows 待确认, blocks new selections, polls every second and shows the acceptance', async () => {
    let polls = 0;
    serveSports({
      betLimits: limits,
      placeBet: () => ({ tickets: [testTicket({ ticket_id: 'T9', status: 'delay' })], balance: 900 }),
      ticketStatus: ({ ticketIds }) => {
        polls += 1;
        expect(ticketIds).toEqual(['T9']);
        return { tickets: [testTicket({ ticket_id: 'T9', status: polls < 3 ? 'delay' : 'accepted' })], balance: 900 };
      },
    });
    await readySlip();
    // After the limits arrived: findBy polls with timers of its own.
    vi.useFakeTimers();
    await click('slip-place');
    await poll(0);
    expect(polls).toBe(1);
    expect(screen.getByTestId('slip-pending')).toHaveTextContent('注单待确认');
    expect(screen.queryByTestId('slip-result')).not.toBeInTheDocument();

    await click(`pick-${other.key}`);
    expect(screen.getByTestId('slip-message')).toHaveTextContent('当前还有订单正在确认中，请稍等');
    expect(screen.queryAllByTestId('slip-selection')).toHaveLength(0);

    await poll();
    expect(polls).toBe(2);
    expect(screen.getByTestId('slip-pending')).toBeInTheDocument();
    await poll();
    expect(polls).toBe(3);
    expect(screen.queryByTestId('slip-pending')).not.toBeInTheDocument();
    expect(screen.getByTestId('slip-result')).toHaveTextContent('投注成功');

    // Decided: the poll stops.
    await click(`pick-${other.key}`);
    expect(screen.getAllByTestId('slip-selection')).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(TICKET_POLL_MS * 3));
    expect(polls).toBe(3);
  });

  it('shows a rejection with its reason and the refunded balance', async () => {
    let polls = 0;
    serveSports({
      betLimits: limits,
      placeBet: () => ({ tickets: [testTicket({ ticket_id: 'T9', status: 'delay' })], balance: 900 }),
      ticketStatus: () => {
        polls += 1;
        const ticket =
          polls < 2
            ? testTicket({ ticket_id: 'T9', status: 'delay' })
            : testTicket({ ticket_id: 'T9', status: 'rejected', rejectReason: '赔率已变动' });
        return { tickets: [ticket], balance: polls < 2 ? 900 : 1000 };
      },
    });
    await readySlip();
    vi.useFakeTimers();
    await click('slip-place');
    await poll(0);
    expect(appStore.get(balanceAtom)?.centerWalletBalance).toBe(900);
    await poll();
    const result = screen.getByTestId('slip-result');
    expect(result).toHaveAttribute('data-status', 'rejected');
    expect(result).toHaveTextContent('注单已拒绝');
    expect(result).toHaveTextContent('原因：赔率已变动');
    expect(appStore.get(balanceAtom)?.centerWalletBalance).toBe(1000);
  });

  it('keeps polling after a failed poll and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let polls = 0;
    serveSports({
      betLimits: limits,
      placeBet: () => ({ tickets: [testTicket({ ticket_id: 'T9', status: 'delay' })], balance: 900 }),
      ticketStatus: () => {
        polls += 1;
        if (polls === 1) throw networkError();
        return { tickets: [testTicket({ ticket_id: 'T9', status: 'accepted' })], balance: 900 };
      },
    });
    await readySlip();
    vi.useFakeTimers();
    await click('slip-place');
    await poll(0);
    expect(screen.getByTestId('slip-pending')).toHaveTextContent('注单状态查询失败，正在重试');
    expect(warn).toHaveBeenCalled();
    await poll();
    expect(screen.getByTestId('slip-result')).toHaveTextContent('投注成功');
  });
});
