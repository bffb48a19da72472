import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { getTransferRate, utcTransfer } from 'shared/contract';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import { callsTo, mockApi, noExchange, rateMovesOnce, rates } from '../../testing/exchange-fixtures';
import { UsdtExchange } from './UsdtExchange';
import '../../setup';

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('UsdtExchange', () => {
  it('shows the USDT wallet and both rates, and previews the conversion rounded down', async () => {
    mockApi(noExchange);
    renderWithProviders(<UsdtExchange onDone={() => undefined} />);
    expect(await screen.findByTestId('usdt-balance')).toHaveTextContent('13.88 USDT');
    expect(screen.getByTestId('usdt-buy-rate')).toHaveTextContent('1 USDT = 7.20 元');
    expect(screen.getByTestId('usdt-sell-rate')).toHaveTextContent('1 USDT = 7.10 元');
    fireEvent.change(screen.getByLabelText('兑换金额（元）'), { target: { value: '100' } });
    expect(screen.getByTestId('usdt-preview')).toHaveTextContent('预计到账：13.88 USDT');
    expect(screen.getByText(/大写/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'USDT → 中心钱包' }));
    fireEvent.change(screen.getByLabelText('兑换数量（USDT）'), { target: { value: '13.88' } });
    expect(screen.getByTestId('usdt-preview')).toHaveTextContent('预计到账：¥98.54');
    // A USDT quantity keeps the 2-decimal rule but shows no 元 uppercase.
    expect(screen.queryByText(/大写/)).toBeNull();
    fireEvent.change(screen.getByLabelText('兑换数量（USDT）'), { target: { value: '1.239' } });
    expect(screen.getByLabelText('兑换数量（USDT）')).toHaveValue('1.23');
  });

  it('sends a typed amount as the canonical money string', async () => {
    const request = mockApi(() => ({
      direction: 'toUsdt',
      amount: 100,
      converted: 13.88,
      rate: 7.2,
      centerWalletBalance: 900,
      usdtBalance: 27.76,
    }));
    renderWithProviders(<UsdtExchange onDone={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('兑换金额（元）'), { target: { value: '0100.' } });
    fireEvent.click(screen.getByTestId('usdt-submit'));
    expect(await screen.findByText('兑换成功：¥100 → 13.88 USDT')).toBeInTheDocument();
    expect(callsTo(request, utcTransfer).map((call) => call[1])).toEqual([
      { direction: 'toUsdt', amount: '100', rate: 7.2 },
    ]);
  });

  it('converts once per press with the rate seen, then refreshes the balance', async () => {
    const emit = vi.spyOn(bus, 'emit');
    const onDone = vi.fn();
    const request = mockApi(() => ({
      direction: 'toUsdt',
      amount: 100,
      converted: 13.88,
      rate: 7.2,
      centerWalletBalance: 900,
      usdtBalance: 27.76,
    }));
    renderWithProviders(<UsdtExchange onDone={onDone} />);
    fireEvent.change(await screen.findByLabelText('兑换金额（元）'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('usdt-submit'));
    fireEvent.click(screen.getByTestId('usdt-submit'));
    expect(await screen.findByText('兑换成功：¥100 → 13.88 USDT')).toBeInTheDocument();
    expect(screen.getByTestId('usdt-balance')).toHaveTextContent('27.76 USDT');
    const calls = callsTo(request, utcTransfer);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]).toEqual({ direction: 'toUsdt', amount: '100', rate: 7.2 });
    expect(calls[0]?.[2]).toMatchObject({ requestId: expect.any(String) });
    expect(emit).toHaveBeenCalledWith('balance:refresh');
    expect(onDone).toHaveBeenCalled();
  });

  it('checks the amount, the limits and the source wallet before sending', async () => {
    const request = mockApi(noExchange);
    renderWithProviders(<UsdtExchange onDone={() => undefined} />);
    await screen.findByTestId('usdt-balance');
    fireEvent.click(screen.getByTestId('usdt-submit'));
    expect(await screen.findByText('请输入转账金额')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('兑换金额（元）'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('usdt-submit'));
    expect(await screen.findByText('单笔兑换须在1.00至10000.00 USDT之间')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('兑换金额（元）'), { target: { value: '1000.01' } });
    fireEvent.click(screen.getByTestId('usdt-submit'));
    expect(await screen.findByText('中心钱包余额不足')).toBeInTheDocument();
    expect(callsTo(request, utcTransfer)).toHaveLength(0);
  });

  it('offers a moved rate and converts at it only when the player accepts, with a new request id', async () => {
    const request = mockApi(rateMovesOnce());
    renderWithProviders(<UsdtExchange onDone={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('兑换金额（元）'), { target: { value: '73' } });
    fireEvent.click(screen.getByTestId('usdt-submit'));
    expect(await screen.findByText('汇率已变动为 1 USDT = 7.30 元，请确认是否按新汇率兑换')).toBeInTheDocument();
    expect(screen.getByTestId('usdt-buy-rate')).toHaveTextContent('7.30');
    expect(screen.getByTestId('usdt-preview')).toHaveTextContent('预计到账：10.00 USDT');
    expect(screen.getByTestId('usdt-submit')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '按新汇率7.30兑换' }));
    expect(await screen.findByText('兑换成功：¥73 → 10.00 USDT')).toBeInTheDocument();
    const calls = callsTo(request, utcTransfer);
    expect(calls.map((c) => (c[1] as { rate: number }).rate)).toEqual([7.2, 7.3]);
    expect((calls[0]?.[2] as { requestId: string }).requestId).not.toBe(
      (calls[1]?.[2] as { requestId: string }).requestId,
    );
  });

  it('shows a refusal and lets the rates load again after a failure', async () => {
    let fail = true;
    mockApi(
      () => {
        throw new ApiError({ kind: 'business', code: 7101, message: 'USDT钱包余额不足', path: utcTransfer.path });
      },
      () => {
        if (fail) {
          fail = false;
          throw new ApiError({ kind: 'network', code: 0, message: '网络连接失败', path: getTransferRate.path });
        }
        return rates;
      },
    );
    renderWithProviders(<UsdtExchange onDone={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: /重试|重新加载/ }));
    fireEvent.click(await screen.findByRole('radio', { name: 'USDT → 中心钱包' }));
    fireEvent.change(screen.getByLabelText('兑换数量（USDT）'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('usdt-submit'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('USDT钱包余额不足'));
  });
});
