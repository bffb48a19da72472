import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf, venueAllBalance } from 'shared/contract';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import { MoneySplit } from './MoneySplit';
import '../../setup';

const wallet = (channelCode: string, name: string, balance: number) => ({
  channelCode,
  name,
  category: 'TY' as const,
  status: 'normal' as const,
  maintenance: null,
  balance,
});

const all = (centre: number, venues: ReturnType<typeof wallet>[]): ResponseOf<typeof venueAllBalance> => ({
  centerWalletBalance: centre,
  lockMoney: 0,
  totalMoney: centre + venues.reduce((sum, venue) => sum + venue.balance, 0),
  autoTransfer: false,
  venues,
});

beforeEach(() => resetPlatformState());
afterEach(() => vi.restoreAllMocks());

describe('money split', () => {
  it('shows the centre wallet and each venue holding money as shares of one bar', () => {
    renderWithProviders(
      <MoneySplit
        data={all(600, [wallet('IMTY', 'IM体育', 0), wallet('CRTY', '皇冠体育', 100), wallet('AGZR', 'AG真人', 300)])}
      />,
    );
    const picture = screen.getByRole('img');
    expect(picture).toHaveAccessibleName('资金分布：中心钱包 ¥600（60%），AG真人 ¥300（30%），皇冠体育 ¥100（10%）');
    expect(picture.querySelectorAll('rect')).toHaveLength(4);
    expect(screen.getByTestId('money-split')).toHaveTextContent('AG真人 ¥300 30%');
  });

  it('says so when there is no money anywhere', () => {
    renderWithProviders(<MoneySplit data={all(0, [wallet('CRTY', '皇冠体育', 0)])} />);
    expect(screen.getByTestId('money-split-empty')).toHaveTextContent('钱包暂无余额');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
