import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBrandConfig } from 'shared/config';
import { appStore, balanceAtom, brandAtom } from 'shared/state';
import { testChampion } from './slip-test-selection';
import { feedWatch, priceStore } from '../feed';
import '../../setup';
import { pick, renderSlip, resetSlipPage, savedPolicies as saved, servePolicy, typeStake } from './slip-test-kit';
import { dispatchSlipAtom } from './slip-atoms';
import { initialSlipState } from './slip-state';

// The slip's prices as the feed moves them, the member's odds-change policy and the quick stakes.
beforeEach(resetSlipPage);
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('BetSlip live prices', () => {
  const champion = testChampion('o1', 'T1', { odds: 5 });
  const outright = (odds: number) => ({
    gameId: 'o1',
    league_id: 1,
    league: '世界杯',
    gameType: 'FT' as const,
    title: '冠军',
    closesAt: '2030-01-01T00:00:00Z',
    open: true,
    rates: [{ rtype: 'T1', name: '巴西', odds }],
  });

  it('under 接受任何赔率变化, takes the new price at once', async () => {
    renderSlip([champion]);
    await pick(champion);
    await act(async () => priceStore.loadOutrights([outright(5.5)]));
    expect(screen.getByTestId('slip-selection-odds')).toHaveTextContent('4.50');
    expect(screen.queryByTestId('slip-accept-odds')).not.toBeInTheDocument();
  });

  it('has the feed watch the selection’s match on top of the book’s page, until it leaves the slip', async () => {
    feedWatch.reset();
    feedWatch.beginRead();
    feedWatch.endRead(['g7']);
    renderSlip([champion]);
    await pick(champion);
    expect(feedWatch.current()).toEqual(['g7', 'o1']);
    await act(async () => appStore.set(dispatchSlipAtom, { type: 'restore', state: initialSlipState }));
    expect(feedWatch.current()).toEqual(['g7']);
    feedWatch.reset();
  });

  it('under 总是询问, prompts with the old and new price and blocks 投注 until accepted; the choice is saved', async () => {
    renderSlip([champion]);
    await pick(champion);
    await typeStake('100');
    const policy = screen.getByTestId('slip-odds-policy');
    expect(policy).toHaveValue('any');
    await act(async () => fireEvent.change(policy, { target: { value: 'ask' } }));
    expect(policy).toHaveValue('ask');
    await waitFor(() => expect(saved).toEqual(['ask']));
    await act(async () => priceStore.loadOutrights([outright(6.05)]));
    expect(screen.getByTestId('slip-price-change')).toHaveTextContent('赔率已变化：4.00 → 5.05');
    expect(screen.getByTestId('slip-place')).toBeDisabled();
    await act(async () => fireEvent.click(screen.getByTestId('slip-accept-odds')));
    expect(screen.queryByTestId('slip-price-change')).not.toBeInTheDocument();
    expect(screen.getByTestId('slip-selection-odds')).toHaveTextContent('5.05');
    expect(screen.getByTestId('slip-place')).toBeEnabled();
  });
});

describe('BetSlip odds-change policy and quick stakes', () => {
  const champion = testChampion('o1', 'T1', { odds: 5 });
  const outright = (odds: number) => ({
    gameId: 'o1',
    league_id: 1,
    league: '世界杯',
    gameType: 'FT' as const,
    title: '冠军',
    closesAt: '2030-01-01T00:00:00Z',
    open: true,
    rates: [{ rtype: 'T1', name: '巴西', odds }],
  });

  it('takes the policy stored on the server when the slip opens', async () => {
    servePolicy('higher', true);
    renderSlip([champion]);
    await waitFor(() => expect(screen.getByTestId('slip-odds-policy')).toHaveValue('higher'));
    expect(saved).toEqual([]);
  });

  it('under 只接受更高赔率, takes a rise at once and asks about a fall', async () => {
    servePolicy('higher', true);
    renderSlip([champion]);
    await pick(champion);
    await waitFor(() => expect(screen.getByTestId('slip-odds-policy')).toHaveValue('higher'));
    await act(async () => priceStore.loadOutrights([outright(5.5)]));
    expect(screen.getByTestId('slip-selection-odds')).toHaveTextContent('4.50');
    await act(async () => priceStore.loadOutrights([outright(4)]));
    expect(screen.getByTestId('slip-price-change')).toHaveTextContent('赔率已变化：4.50 → 3.00');
  });

  it('carries an old slip’s auto-accept off over to the server once, as 总是询问', async () => {
    // What a stored slip with the old checkbox off reads back as (slip-storage).
    appStore.set(dispatchSlipAtom, { type: 'restore', state: { ...initialSlipState, oddsPolicy: 'ask' } });
    renderSlip([champion]);
    await waitFor(() => expect(saved).toEqual(['ask']));
  });

  it('adds the brand’s chips to the stake and sets 最大 to the lower of balance and maximum', async () => {
    const brand = parseBrandConfig({
      brand: 't',
      siteId: '1',
      siteName: 'T',
      apiBaseUrl: 'http://x',
      chatSocketUrl: 'ws://x',
      remotes: {},
      quickStakes: [20, 200],
    });
    if (!brand.ok) throw new Error(brand.message);
    appStore.set(brandAtom, brand.config);
    appStore.set(balanceAtom, { centerWalletBalance: 1234.5, lockMoney: 0, totalMoney: 1234.5 });
    renderSlip([champion]);
    await pick(champion);
    await waitFor(() => expect(screen.getByTestId('slip-quick-max')).toBeEnabled());
    await act(async () => fireEvent.click(screen.getByTestId('slip-quick-20')));
    await act(async () => fireEvent.click(screen.getByTestId('slip-quick-200')));
    expect(screen.getByTestId('slip-stake')).toHaveValue('220');
    await act(async () => fireEvent.click(screen.getByTestId('slip-quick-max')));
    expect(screen.getByTestId('slip-stake')).toHaveValue('1234.5');
    appStore.set(brandAtom, null);
  });
});
