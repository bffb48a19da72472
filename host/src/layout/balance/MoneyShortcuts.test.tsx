import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routePatterns } from 'shared/routes';
import { appStore, balanceAtom, routeTableAtom } from 'shared/state';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import HeaderBalance from './HeaderBalance';
import '../../setup';

beforeEach(() => {
  resetPlatformState();
  signInForTest();
  appStore.set(balanceAtom, { centerWalletBalance: 10, lockMoney: 0, totalMoney: 10 });
});
afterEach(() => vi.restoreAllMocks());

describe('the header money shortcuts', () => {
  it('shows 存款 / 转账 / 取款 only for the pages the host serves', () => {
    appStore.set(routeTableAtom, [
      { path: routePatterns.transferMoney, name: 'transferMoney' },
      { path: '/mine/*', name: null },
    ]);
    renderWithProviders(<HeaderBalance />);
    expect(screen.getByRole('link', { name: '转账' })).toHaveAttribute('href', '/mine/transfermoney');
    expect(screen.queryByRole('link', { name: '存款' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '取款' })).not.toBeInTheDocument();
  });

  it('brings every link once all three pages are served', () => {
    appStore.set(routeTableAtom, [
      { path: routePatterns.saveMoney, name: 'saveMoney' },
      { path: routePatterns.transferMoney, name: 'transferMoney' },
      { path: routePatterns.takeMoney, name: 'takeMoney' },
    ]);
    renderWithProviders(<HeaderBalance />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['存款', '转账', '取款']);
  });

  it('shows none while no money page is served', () => {
    appStore.set(routeTableAtom, [{ path: '/mine/*', name: null }]);
    renderWithProviders(<HeaderBalance />);
    expect(screen.queryByRole('navigation', { name: '资金快捷入口' })).not.toBeInTheDocument();
  });
});
