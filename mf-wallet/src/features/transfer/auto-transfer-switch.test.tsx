import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { venueAllBalance, venueBalance, type VenueWallet } from 'shared/contract';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import TransferMoneyPage from '../../exposes/TransferMoneyPage';
import '../../setup';

const wallet: VenueWallet = {
  channelCode: 'AGZR',
  name: 'AG真人',
  category: 'ZR',
  status: 'normal',
  maintenance: null,
  balance: 200,
};

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('the transfer page switch and venue reload', () => {
  it('refetches venue/allBalance, where the switch is read, after saving it', async () => {
    let autoTransfer = false;
    const request = fakeEndpoints({
      getBalance: { centerWalletBalance: 1000, lockMoney: 0, totalMoney: 1200 },
      venueAllBalance: () => ({
        centerWalletBalance: 1000,
        lockMoney: 0,
        totalMoney: 1200,
        autoTransfer,
        venues: [wallet],
      }),
      setAutoTransferStatus: (body) => {
        autoTransfer = body.autoTransfer;
        return body;
      },
    });
    const lists = () => request.mock.calls.filter(([endpoint]) => endpoint === venueAllBalance).length;
    renderWithProviders(<TransferMoneyPage />);
    await screen.findByTestId('venue-wallet-AGZR');
    expect(lists()).toBe(1);
    fireEvent.click(screen.getByRole('switch', { name: '自动转账' }));
    await waitFor(() => expect(lists()).toBe(2));
    expect(screen.getByRole('switch', { name: '自动转账' })).toBeChecked();
  });

  it('reloads one venue through venue/balance', async () => {
    const request = fakeEndpoints({
      getBalance: { centerWalletBalance: 1000, lockMoney: 0, totalMoney: 1200 },
      venueAllBalance: {
        centerWalletBalance: 1000,
        lockMoney: 0,
        totalMoney: 1200,
        autoTransfer: false,
        venues: [wallet],
      },
      venueBalance: { ...wallet, balance: 350 },
    });
    renderWithProviders(<TransferMoneyPage />);
    const row = await screen.findByTestId('venue-wallet-AGZR');
    expect(row).toHaveTextContent('¥200');
    fireEvent.click(screen.getByRole('button', { name: '刷新AG真人余额' }));
    await waitFor(() => expect(row).toHaveTextContent('¥350'));
    expect(request).toHaveBeenCalledWith(venueBalance, { channelCode: 'AGZR' });
  });
});
