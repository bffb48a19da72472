import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import {
  setAutoTransferStatus,
  venueAllBalance,
  venueTransfer,
  type ResponseOf,
  type VenueWallet,
} from 'shared/contract';
import { fakeEndpoints, type EndpointFakes, type RequestSpy } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import TransferMoneyPage from '../../exposes/TransferMoneyPage';
import '../../setup';

const venue = (
  channelCode: string,
  name: string,
  balance: number,
  status: 'normal' | 'maintenance' = 'normal',
): VenueWallet => ({
  channelCode,
  name,
  category: 'ZR',
  status,
  maintenance: status === 'maintenance' ? { from: null, until: '2026-12-01T04:00:00.000Z' } : null,
  balance,
});
const allBalance: ResponseOf<typeof venueAllBalance> = {
  centerWalletBalance: 1000,
  lockMoney: 0,
  totalMoney: 1200,
  autoTransfer: false,
  venues: [venue('AGZR', 'AG真人', 200), venue('BGZR', 'BG真人', 0, 'maintenance'), venue('KYQP', '开元棋牌', 0)],
};
const balance = { centerWalletBalance: 1000, lockMoney: 0, totalMoney: 1200 };
const rates = {
  currency: 'USDT' as const,
  buyRate: 7.2,
  sellRate: 7.1,
  usdtBalance: 0,
  centerWalletBalance: 1000,
  minUsdt: 1,
  maxUsdt: 10000,
  updatedAt: '2026-11-24T00:00:00.000Z',
};

type Answers = EndpointFakes;
let spy: RequestSpy | undefined;
function mockApi(answers: Answers): RequestSpy {
  spy = fakeEndpoints(answers);
  return spy;
}

/** The request id of the call being answered (the spy's last call carries it as its third argument). */
const currentRequestId = (): string =>
  ((spy?.mock.lastCall as unknown[] | undefined)?.[2] as { requestId?: string } | undefined)?.requestId ?? '';

function defaults(): Answers {
  return { getBalance: balance, venueAllBalance: allBalance, getTransferRate: rates };
}

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

const amountInput = () => screen.getByLabelText('转账金额');

describe('TransferMoneyPage', () => {
  it('shows the centre wallet and every venue wallet with maintenance marked', async () => {
    mockApi(defaults());
    renderWithProviders(<TransferMoneyPage />);
    expect(await screen.findByTestId('transfer-centre-balance')).toHaveTextContent('¥1,000');
    const ag = await screen.findByTestId('venue-wallet-AGZR');
    expect(within(ag).getByTestId('venue-balance')).toHaveTextContent('¥200');
    expect(within(screen.getByTestId('venue-wallet-BGZR')).getByText('维护中')).toBeInTheDocument();
    expect(within(screen.getByTestId('venue-wallet-BGZR')).getByText('预计12-01 12:00恢复')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'BG真人（维护中）' })).toBeDisabled();
  });

  it('refuses an empty amount with the SPEC §5 message and sends nothing', async () => {
    const request = mockApi(defaults());
    renderWithProviders(<TransferMoneyPage />);
    await screen.findByTestId('venue-wallet-AGZR');
    fireEvent.change(screen.getByLabelText('场馆'), { target: { value: 'AGZR' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText('请输入转账金额')).toBeInTheDocument();
    expect(request.mock.calls.some(([endpoint]) => endpoint === venueTransfer)).toBe(false);
  });

  it('keeps typing to 2 decimals, and 全部 fills the whole centre balance', async () => {
    mockApi(defaults());
    renderWithProviders(<TransferMoneyPage />);
    await screen.findByTestId('transfer-centre-balance');
    fireEvent.change(amountInput(), { target: { value: '12.345' } });
    expect(amountInput()).toHaveValue('12.34');
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(amountInput()).toHaveValue('1000');
  });

  it('sends a typed amount as the canonical money string (no leading zeros, no lone dot, no spaces)', async () => {
    const answers = defaults();
    answers.venueTransfer = () => ({
      channelCode: 'AGZR',
      ty: '1',
      amount: 100,
      centerWalletBalance: 900,
      venueBalance: 300,
    });
    const request = mockApi(answers);
    renderWithProviders(<TransferMoneyPage />);
    await screen.findByTestId('venue-wallet-AGZR');
    fireEvent.change(screen.getByLabelText('场馆'), { target: { value: 'AGZR' } });
    fireEvent.change(amountInput(), { target: { value: ' 0100. ' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText('转账成功：¥100')).toBeInTheDocument();
    const sent = request.mock.calls.filter(([endpoint]) => endpoint === venueTransfer).map(([, body]) => body);
    expect(sent).toEqual([{ channelCode: 'AGZR', amount: '100', ty: '1', isActivity: false }]);
  });

  it('transfers once per press with one request id, disabled while it runs, then refreshes the balance', async () => {
    const answers = defaults();
    let finish: (value: ResponseOf<typeof venueTransfer>) => void = () => undefined;
    const ids: string[] = [];
    answers.venueTransfer = () => {
      ids.push(currentRequestId());
      return new Promise((resolve) => (finish = resolve));
    };
    const request = mockApi(answers);
    const refresh = vi.fn();
    const off = bus.on('balance:refresh', refresh);
    renderWithProviders(<TransferMoneyPage />);
    fireEvent.click(within(await screen.findByTestId('venue-wallet-AGZR')).getByRole('button', { name: '转入AG真人' }));
    expect(amountInput()).toHaveFocus();
    fireEvent.change(amountInput(), { target: { value: '100' } });
    const submit = screen.getByTestId('transfer-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(submit).toBeDisabled();
    // The call leaves after the mutation's own bookkeeping (a few microtasks), not within the click.
    await waitFor(() => expect(ids).toHaveLength(1));
    await act(async () =>
      finish({ channelCode: 'AGZR', ty: '1', amount: 100, centerWalletBalance: 900, venueBalance: 300 }),
    );
    expect(ids).toHaveLength(1);
    expect(request).toHaveBeenCalledWith(
      venueTransfer,
      { channelCode: 'AGZR', amount: '100', ty: '1', isActivity: false },
      { requestId: ids[0] },
    );
    expect(await screen.findByText('转账成功：¥100')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
    off();
  });

  it('reuses the request id on a retry after a network failure, and a new one after a refusal', async () => {
    const answers = defaults();
    const ids: string[] = [];
    const failures = [
      new ApiError({ kind: 'network', code: 0, message: '网络异常', path: venueTransfer.path }),
      new ApiError({ kind: 'business', code: 7101, message: '中心钱包余额不足', path: venueTransfer.path }),
    ];
    answers.venueTransfer = () => {
      ids.push(currentRequestId());
      const failure = failures.shift();
      if (failure) throw failure;
      return { channelCode: 'AGZR', ty: '1', amount: 5, centerWalletBalance: 995, venueBalance: 205 };
    };
    mockApi(answers);
    renderWithProviders(<TransferMoneyPage />);
    await screen.findByTestId('venue-wallet-AGZR');
    fireEvent.change(screen.getByLabelText('场馆'), { target: { value: 'AGZR' } });
    fireEvent.change(amountInput(), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText(/转账结果未知/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText('中心钱包余额不足')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText('转账成功：¥5')).toBeInTheDocument();
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('recycles every venue and tells how much came back', async () => {
    const answers = defaults();
    answers.venueRecycle = () => ({ amount: 200, recycled: ['AGZR'], skipped: [], centerWalletBalance: 1200 });
    mockApi(answers);
    const toast = vi.fn();
    const off = bus.on('ui:toast', toast);
    renderWithProviders(<TransferMoneyPage />);
    await screen.findByTestId('venue-wallet-AGZR');
    fireEvent.click(screen.getByTestId('recycle-all'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ message: '已从1个场馆回收¥200至中心钱包', kind: 'success' }),
    );
    off();
  });

  it('saves the auto-transfer switch and persists hide-zero in local storage', async () => {
    const answers = defaults();
    answers.setAutoTransferStatus = (body) => body;
    const request = mockApi(answers);
    renderWithProviders(<TransferMoneyPage />);
    await screen.findByTestId('venue-wallet-KYQP');
    const auto = screen.getByRole('switch', { name: '自动转账' });
    fireEvent.click(auto);
    await waitFor(() => expect(auto).toBeChecked());
    expect(request).toHaveBeenCalledWith(setAutoTransferStatus, { autoTransfer: true });
    fireEvent.click(screen.getByRole('switch', { name: '隐藏余额为0的场馆' }));
    expect(localStorage.getItem('hideZeroBalance')).toBe('1');
    expect(screen.queryByTestId('venue-wallet-KYQP')).not.toBeInTheDocument();
    expect(screen.getByTestId('venue-wallet-AGZR')).toBeInTheDocument();
  });

  it('loads the centre wallet and the venues on their own, each with its own retry', async () => {
    const answers = defaults();
    let failVenues = true;
    answers.venueAllBalance = () => {
      if (failVenues)
        throw new ApiError({
          kind: 'business',
          code: 6317,
          message: '系统繁忙，请稍后重试',
          path: venueAllBalance.path,
        });
      return allBalance;
    };
    answers.venueBalance = () => venue('AGZR', 'AG真人', 250);
    mockApi(answers);
    renderWithProviders(<TransferMoneyPage />);
    expect(await screen.findByTestId('transfer-centre-balance')).toHaveTextContent('¥1,000');
    expect(await screen.findByText('系统繁忙，请稍后重试')).toBeInTheDocument();
    failVenues = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    const ag = await screen.findByTestId('venue-wallet-AGZR');
    fireEvent.click(within(ag).getByRole('button', { name: '刷新AG真人余额' }));
    await waitFor(() => expect(within(ag).getByTestId('venue-balance')).toHaveTextContent('¥250'));
  });
});
