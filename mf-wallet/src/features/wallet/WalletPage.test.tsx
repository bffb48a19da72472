import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routePatterns } from 'shared/routes';
import { appStore, routeTableAtom } from 'shared/state';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import WalletPage from '../../exposes/WalletPage';
import '../../setup';

const all = {
  centerWalletBalance: 8888,
  lockMoney: 200,
  totalMoney: 10445.28,
  autoTransfer: false,
  venues: [
    {
      channelCode: 'CRTY',
      name: '皇冠体育',
      category: 'TY' as const,
      status: 'normal' as const,
      maintenance: null,
      balance: 1200.5,
    },
    {
      channelCode: 'IMTY',
      name: 'IM体育',
      category: 'TY' as const,
      status: 'normal' as const,
      maintenance: null,
      balance: 0,
    },
  ],
};

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('WalletPage', () => {
  it('sums up the wallet and links only the money pages the host serves', async () => {
    appStore.set(routeTableAtom, [
      { path: routePatterns.transferMoney, name: 'transferMoney' },
      { path: routePatterns.transRecord, name: 'transRecord' },
      { path: '/mine/*', name: null },
    ]);
    fakeEndpoints({ venueAllBalance: all });
    renderWithProviders(<WalletPage />);
    expect(await screen.findByTestId('wallet-centre')).toHaveTextContent('¥8,888');
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('¥10,445.28');
    expect(screen.getByText('¥1,557.28')).toBeInTheDocument();
    expect(screen.getByText('皇冠体育')).toBeInTheDocument();
    expect(screen.queryByText('IM体育')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '转账' })).toHaveAttribute('href', '/mine/transfermoney');
    expect(screen.getByRole('link', { name: '交易记录' })).toHaveAttribute('href', '/mine/transRecord');
    expect(screen.queryByRole('link', { name: '存款' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '取款' })).not.toBeInTheDocument();
  });
});
