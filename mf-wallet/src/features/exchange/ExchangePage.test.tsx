import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { getTransferRate, utcTransfer } from 'shared/contract';
import { routePatterns } from 'shared/routes';
import { appStore, routeTableAtom } from 'shared/state';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import ExchangePageModule from '../../exposes/ExchangePage';
import { ExchangePage } from './ExchangePage';
import type { TransferRates } from './exchange-amount';
import { callsTo, mockApi, noExchange as unused, rateMovesOnce, rates } from '../../testing/exchange-fixtures';
import '../../setup';

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('ExchangePage', () => {
  it('shows both rates, the limits, when they were read and both balances', async () => {
    appStore.set(routeTableAtom, [
      { path: routePatterns.transRecord, name: 'transRecord' },
      { path: '/mine/*', name: null },
    ]);
    mockApi(unused);
    renderWithProviders(<ExchangePageModule />);
    expect(await screen.findByTestId('exchange-buy-rate')).toHaveTextContent('1 USDT = 7.20 元');
    expect(screen.getByTestId('exchange-sell-rate')).toHaveTextContent('1 USDT = 7.10 元');
    expect(screen.getByTestId('exchange-limits')).toHaveTextContent('1.00 – 10000.00 USDT');
    expect(screen.getByTestId('exchange-read-at')).toHaveTextContent(/^\d{2}:\d{2}:\d{2} 读取（每 30 秒自动更新）$/);
    expect(screen.getByText('汇率公布时间：2026-11-24 08:00:00')).toBeInTheDocument();
    expect(screen.getByTestId('exchange-centre-balance')).toHaveTextContent('¥1,000');
    expect(screen.getByTestId('exchange-usdt-balance')).toHaveTextContent('13.88 USDT');
    expect(screen.queryByTestId('exchange-empty')).toBeNull();
    expect(screen.getByTestId('exchange-guide-limits')).toHaveTextContent('须在 1.00 至 10000.00 USDT 之间');
    expect(screen.getByRole('link', { name: '查看交易记录' })).toHaveAttribute('href', '/mine/transRecord');
  });

  it('reads the rates again on demand and keeps them when a refresh fails', async () => {
    let answer: () => TransferRates = () => rates;
    const request = mockApi(unused, () => answer());
    renderWithProviders(<ExchangePage />);
    await screen.findByTestId('exchange-buy-rate');
    answer = () => ({ ...rates, buyRate: 7.25, usdtBalance: 20 });
    fireEvent.click(screen.getByTestId('exchange-refresh'));
    await waitFor(() => expect(screen.getByTestId('exchange-buy-rate')).toHaveTextContent('7.25'));
    expect(screen.getByTestId('exchange-usdt-balance')).toHaveTextContent('20.00 USDT');
    answer = () => {
      throw new ApiError({ kind: 'network', code: 0, message: '网络连接失败', path: getTransferRate.path });
    };
    fireEvent.click(screen.getByTestId('exchange-refresh'));
    expect(
      await screen.findByText(/汇率更新失败（网络连接失败），当前显示的是 \d{2}:\d{2}:\d{2} 读取的汇率/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('exchange-buy-rate')).toHaveTextContent('7.25');
    expect(callsTo(request, getTransferRate)).toHaveLength(3);
  });

  it('reads the rates again on its own every period and says when the rate under a typed amount moved', async () => {
    let published = rates;
    let reads = 0;
    const request = mockApi(unused, () => {
      reads += 1;
      return published;
    });
    renderWithProviders(<ExchangePage refreshEveryMs={50} />);
    fireEvent.change(await screen.findByLabelText('兑换金额（元）'), { target: { value: '100' } });
    expect(screen.getByTestId('usdt-preview')).toHaveTextContent('预计到账：13.88 USDT');
    expect(screen.queryByTestId('usdt-rate-updated')).toBeNull();
    published = { ...rates, buyRate: 7.25 };
    await waitFor(() => expect(screen.getByTestId('exchange-buy-rate')).toHaveTextContent('7.25'));
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('usdt-rate-updated')).toHaveTextContent('汇率已更新为 1 USDT = 7.25 元');
    expect(screen.getByTestId('usdt-preview')).toHaveTextContent('预计到账：13.79 USDT');
    expect(callsTo(request, utcTransfer)).toHaveLength(0);
  });

  it('reads the rates and balances again when money moved elsewhere (balance:refresh)', async () => {
    let published = rates;
    const request = mockApi(unused, () => published);
    renderWithProviders(<ExchangePage />);
    expect(await screen.findByTestId('exchange-centre-balance')).toHaveTextContent('¥1,000');
    published = { ...rates, centerWalletBalance: 800 };
    bus.emit('balance:refresh');
    await waitFor(() => expect(screen.getByTestId('exchange-centre-balance')).toHaveTextContent('¥800'));
    expect(callsTo(request, getTransferRate)).toHaveLength(2);
  });

  it('exchanges once per press at the rate shown, then shows the new balances', async () => {
    const emit = vi.spyOn(bus, 'emit');
    const request = mockApi(() => ({
      direction: 'toCny',
      amount: 10,
      converted: 71,
      rate: 7.1,
      centerWalletBalance: 1071,
      usdtBalance: 3.88,
    }));
    renderWithProviders(<ExchangePage />);
    fireEvent.click(await screen.findByRole('radio', { name: 'USDT → 中心钱包' }));
    fireEvent.change(screen.getByLabelText('兑换数量（USDT）'), { target: { value: '10' } });
    expect(screen.getByTestId('usdt-preview')).toHaveTextContent('预计到账：¥71');
    fireEvent.click(screen.getByTestId('usdt-submit'));
    fireEvent.click(screen.getByTestId('usdt-submit'));
    expect(await screen.findByText('兑换成功：10.00 USDT → ¥71')).toBeInTheDocument();
    const calls = callsTo(request, utcTransfer);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]).toEqual({ direction: 'toCny', amount: '10', rate: 7.1 });
    expect(calls[0]?.[2]).toMatchObject({ requestId: expect.any(String) });
    expect(screen.getByTestId('exchange-centre-balance')).toHaveTextContent('¥1,071');
    expect(screen.getByTestId('exchange-usdt-balance')).toHaveTextContent('3.88 USDT');
    expect(emit).toHaveBeenCalledWith('balance:refresh');
  });

  it('offers a moved rate (7401) and exchanges at it only when the player accepts, with a new request id', async () => {
    const request = mockApi(rateMovesOnce());
    renderWithProviders(<ExchangePage />);
    fireEvent.change(await screen.findByLabelText('兑换金额（元）'), { target: { value: '73' } });
    fireEvent.click(screen.getByTestId('usdt-submit'));
    const offer = await screen.findByTestId('usdt-rate-moved');
    expect(offer).toHaveTextContent('汇率已变动为 1 USDT = 7.30 元，请确认是否按新汇率兑换');
    // The page shows the new rates at once, and the preview follows them; nothing was sent again.
    expect(screen.getByTestId('exchange-buy-rate')).toHaveTextContent('7.30');
    expect(screen.getByTestId('usdt-preview')).toHaveTextContent('预计到账：10.00 USDT');
    expect(screen.getByTestId('usdt-submit')).toBeDisabled();
    expect(callsTo(request, utcTransfer)).toHaveLength(1);
    fireEvent.click(within(offer).getByRole('button', { name: '按新汇率7.30兑换' }));
    expect(await screen.findByText('兑换成功：¥73 → 10.00 USDT')).toBeInTheDocument();
    const calls = callsTo(request, utcTransfer);
    expect(calls.map((c) => (c[1] as { rate: number }).rate)).toEqual([7.2, 7.3]);
    expect((calls[0]?.[2] as { requestId: string }).requestId).not.toBe(
      (calls[1]?.[2] as { requestId: string }).requestId,
    );
    expect(screen.getByTestId('exchange-centre-balance')).toHaveTextContent('¥927');
  });

  it('sends nothing when the player declines a moved rate', async () => {
    const request = mockApi(() => {
      throw new ApiError({
        kind: 'business',
        code: 7401,
        message: '汇率已变动',
        path: utcTransfer.path,
        data: { ...rates, buyRate: 7.4 },
      });
    });
    renderWithProviders(<ExchangePage />);
    fireEvent.change(await screen.findByLabelText('兑换金额（元）'), { target: { value: '74' } });
    fireEvent.click(screen.getByTestId('usdt-submit'));
    fireEvent.click(within(await screen.findByTestId('usdt-rate-moved')).getByRole('button', { name: '取消' }));
    expect(screen.queryByTestId('usdt-rate-moved')).toBeNull();
    expect(screen.getByTestId('usdt-submit')).toBeEnabled();
    expect(callsTo(request, utcTransfer)).toHaveLength(1);
  });

  it('says the exchange is closed when no rate is published (6013), and asks again on request', async () => {
    let closed = true;
    mockApi(unused, () => {
      if (closed)
        throw new ApiError({ kind: 'business', code: 6013, message: 'USDT兑换暂未开放', path: getTransferRate.path });
      return rates;
    });
    renderWithProviders(<ExchangePage />);
    expect(await screen.findByText('平台暂未公布 USDT 汇率，请稍后再来')).toBeInTheDocument();
    expect(screen.getByText('USDT兑换暂未开放')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('usdt-submit')).toBeNull();
    closed = false;
    fireEvent.click(screen.getByRole('button', { name: '重新查询' }));
    expect(await screen.findByTestId('exchange-buy-rate')).toHaveTextContent('7.20');
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    mockApi(unused, () => {
      if (fail) throw new ApiError({ kind: 'network', code: 0, message: '网络连接失败', path: getTransferRate.path });
      return rates;
    });
    renderWithProviders(<ExchangePage />);
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('汇率加载失败');
    expect(failed).toHaveTextContent('网络连接失败');
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('exchange-centre-balance')).toHaveTextContent('¥1,000');
  });

  it('points to a deposit when both wallets are empty', async () => {
    appStore.set(routeTableAtom, [
      { path: routePatterns.saveMoney, name: 'saveMoney' },
      { path: '/mine/*', name: null },
    ]);
    mockApi(unused, () => ({ ...rates, centerWalletBalance: 0, usdtBalance: 0 }));
    renderWithProviders(<ExchangePage />);
    expect(await screen.findByTestId('exchange-empty')).toHaveTextContent('两个钱包暂无余额，存款后即可兑换。');
    expect(screen.getByRole('link', { name: '去存款' })).toHaveAttribute('href', '/mine/savemoney');
  });
});
