import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { bus } from 'shared/bus';
import { getBalance } from 'shared/contract';
import { appStore, balanceAtom, type Balance } from 'shared/state';
import HeaderBalance from './HeaderBalance';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../setup';

const balance: Balance = { centerWalletBalance: 1234.5, lockMoney: 0, totalMoney: 2000 };
const busy = new ApiError({ kind: 'business', code: 6317, message: '系统繁忙，请稍后重试', path: getBalance.path });

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('the header balance', () => {
  it('shows a skeleton, loads the balance once on mount and shows it with two decimals', async () => {
    const request = fakeEndpoints({ getBalance: balance });
    renderWithProviders(<HeaderBalance />);
    expect(screen.getByText('中心钱包')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '余额加载中' })).toBeInTheDocument();
    expect(await screen.findByText('1234.50')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(getBalance, { withLockMoney: true });
  });

  it('does not load on mount when the balance is already known', () => {
    appStore.set(balanceAtom, balance);
    const request = fakeEndpoints({});
    renderWithProviders(<HeaderBalance />);
    expect(screen.getByTestId('center-wallet-balance')).toHaveTextContent('1234.50');
    expect(request).not.toHaveBeenCalled();
  });

  it('turns the icon while refreshing and shows the new balance', async () => {
    appStore.set(balanceAtom, balance);
    let answer: (value: Balance) => void = () => undefined;
    const pending = new Promise<Balance>((resolve) => (answer = resolve));
    fakeEndpoints({ getBalance: () => pending });
    renderWithProviders(<HeaderBalance />);
    const button = screen.getByRole('button', { name: '刷新余额' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await act(async () => answer({ ...balance, centerWalletBalance: 88 }));
    expect(screen.getByTestId('center-wallet-balance')).toHaveTextContent('88.00');
    expect(button).toBeEnabled();
  });

  it('toasts the server message when a requested refresh fails, keeping the old balance', async () => {
    appStore.set(balanceAtom, balance);
    fakeEndpoints({ getBalance: () => Promise.reject(busy) });
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<HeaderBalance />);
    fireEvent.click(screen.getByRole('button', { name: '刷新余额' }));
    await waitFor(() =>
      expect(emit).toHaveBeenCalledWith('ui:toast', { message: '系统繁忙，请稍后重试', kind: 'error' }),
    );
    expect(screen.getByTestId('center-wallet-balance')).toHaveTextContent('1234.50');
  });

  it('fails quietly on the automatic load and offers the refresh button', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    fakeEndpoints({ getBalance: () => (calls++ === 0 ? Promise.reject(busy) : balance) });
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<HeaderBalance />);
    expect(await screen.findByLabelText('暂无余额信息')).toHaveTextContent('--');
    expect(emit).not.toHaveBeenCalledWith('ui:toast', expect.anything());
    expect(warn).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '刷新余额' }));
    expect(await screen.findByText('1234.50')).toBeInTheDocument();
  });
});
