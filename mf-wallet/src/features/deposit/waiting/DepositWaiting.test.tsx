import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { getDepositOrderStatus, type closeDepositOrder, type DepositOrder, type RequestOf } from 'shared/contract';
import { fakeEndpoints, type RequestSpy } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../../setup';
import { orderOf, signal } from '../deposit-fixtures';
import { DepositWaiting } from './DepositWaiting';
import { POLL_INTERVAL_MS } from './order-state';
import { WaitPage } from './WaitPage';

interface Server {
  status: () => DepositOrder;
  close?: (body: RequestOf<typeof closeDepositOrder>, requestId: string | undefined) => DepositOrder;
}

function mockApi(server: Server): RequestSpy {
  const { close } = server;
  const request = fakeEndpoints({
    getDepositOrderStatus: () => server.status(),
    createSignalCode: signal,
    // The call being answered is the spy's last one; its third argument carries the request id.
    ...(close && {
      closeDepositOrder: (body) =>
        close(
          body,
          ((request.mock.lastCall as unknown[] | undefined)?.[2] as { requestId?: string } | undefined)?.requestId,
        ),
    }),
  });
  return request;
}

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DepositWaiting', () => {
  it('shows the receiving account with copy buttons', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const emit = vi.spyOn(bus, 'emit');
    mockApi({
      status: () =>
        orderOf({
          waitKind: 'transfer',
          channelName: '网银转账',
          depositorName: '钱多多',
          reference: 'K7Q2M9XA',
          receivingAccount: {
            bankName: '中国工商银行',
            accountName: '星耀网络科技有限公司',
            accountNo: '6222 0212 3456 7890 123',
            branch: '深圳南山支行',
          },
        }),
    });
    renderWithProviders(<DepositWaiting orderNo="CK20261124120000123456" />);
    expect(await screen.findByTestId('receiving-account-no')).toHaveTextContent('6222 0212 3456 7890 123');
    expect(screen.getByText('钱多多')).toBeInTheDocument();
    expect(screen.getByTestId('transfer-reference')).toHaveTextContent('K7Q2M9XA');
    fireEvent.click(screen.getByRole('button', { name: '复制附言码' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('K7Q2M9XA'));
    fireEvent.click(screen.getByRole('button', { name: '复制收款账号' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('6222021234567890123'));
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '已复制收款账号', kind: 'success' });
    expect(screen.getByTestId('cashier-link')).toHaveTextContent('已付款？在收银台确认付款');
  });

  it('links a recharge to the cashier page and polls until paid, then refreshes the balance once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current = orderOf();
    const request = mockApi({ status: () => current });
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<DepositWaiting orderNo="CK20261124120000123456" />);
    expect(await screen.findByTestId('cashier-link')).toHaveAttribute('href', current.cashierUrl);
    expect(screen.getByTestId('cashier-link')).toHaveAttribute('target', '_blank');
    await act(async () => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(request.mock.calls.filter(([endpoint]) => endpoint === getDepositOrderStatus).length).toBeGreaterThanOrEqual(
      2,
    );
    current = orderOf({ status: 'paid', finishedAt: new Date().toISOString() });
    await act(async () => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(await screen.findByTestId('deposit-result')).toHaveTextContent('存款成功¥300 已存入中心钱包');
    expect(emit.mock.calls.filter(([event]) => event === 'balance:refresh')).toHaveLength(1);
    const calls = request.mock.calls.length;
    await act(async () => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
    expect(request.mock.calls.length).toBe(calls);
  });

  it('stops polling while the tab is hidden and asks again as soon as it shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let visibility: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    const show = (next: DocumentVisibilityState) => {
      visibility = next;
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    };
    try {
      const request = mockApi({ status: () => orderOf() });
      const asked = () => request.mock.calls.filter(([endpoint]) => endpoint === getDepositOrderStatus).length;
      renderWithProviders(<DepositWaiting orderNo="CK20261124120000123456" />);
      await screen.findByTestId('cashier-link');
      act(() => show('hidden'));
      const before = asked();
      await act(async () => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
      expect(asked()).toBe(before);
      act(() => show('visible'));
      await waitFor(() => expect(asked()).toBe(before + 1));
    } finally {
      show('visible');
    }
  });

  it('shows the virtual-coin address as a QR code with the rate', async () => {
    mockApi({ status: () => orderOf({ waitKind: 'virtual', channelId: 'usdt-trc20', channelName: 'USDT-TRC20' }) });
    renderWithProviders(<DepositWaiting orderNo="CK20261124120000123456" />);
    expect(await screen.findByTestId('deposit-qr')).toBeInTheDocument();
    expect(screen.getByTestId('signal-address')).toHaveTextContent(signal.address);
    expect(screen.getByTestId('signal-rate')).toHaveTextContent('1 USDT ≈ ¥7.2');
    expect(screen.getByTestId('signal-coins')).toHaveTextContent('41.67 USDT');
  });

  it('closes the order after the confirm dialog, with one request id', async () => {
    let current = orderOf();
    const close = vi.fn((_body: unknown, _requestId: string | undefined) => {
      current = orderOf({ status: 'closed', finishedAt: new Date().toISOString() });
      return current;
    });
    mockApi({ status: () => current, close });
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<DepositWaiting orderNo="CK20261124120000123456" />);
    fireEvent.click(await screen.findByRole('button', { name: '关闭订单' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定要关闭该存款订单吗');
    fireEvent.click(screen.getByRole('button', { name: '再想想' }));
    expect(close).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '关闭订单' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定关闭' }));
    await waitFor(() => expect(close).toHaveBeenCalledWith({ orderNo: 'CK20261124120000123456' }, expect.any(String)));
    expect(await screen.findByTestId('deposit-result')).toHaveTextContent('订单已关闭');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A money call: the deposit records and every money figure refetch, once.
    expect(emit.mock.calls.filter(([event]) => event === 'balance:refresh')).toHaveLength(1);
  });

  it('shows an expired order as expired with 再存一笔', async () => {
    mockApi({ status: () => orderOf({ status: 'expired', finishedAt: new Date().toISOString() }) });
    renderWithProviders(<DepositWaiting orderNo="CK20261124120000123456" />);
    expect(await screen.findByTestId('deposit-result')).toHaveTextContent('订单已过期');
    expect(screen.getByRole('button', { name: '再存一笔' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '关闭订单' })).not.toBeInTheDocument();
  });

  it('offers a way to deposit on a waiting page without an order', () => {
    mockApi({ status: () => orderOf() });
    renderWithProviders(<WaitPage kind="xnbsk" />, { route: '/mine/xnbsk' });
    expect(screen.getByRole('heading', { name: '新币收款' })).toBeInTheDocument();
    expect(screen.getByText('暂无待支付的订单')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去存款' })).toBeInTheDocument();
  });
});
