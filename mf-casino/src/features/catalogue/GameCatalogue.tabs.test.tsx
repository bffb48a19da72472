import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import '../../setup';
import {
  address,
  lastCall,
  manyGames,
  renderCatalogue,
  resetCatalogueBetweenTests,
  selectedTab,
  serveCatalogue,
} from './catalogue-testing';

const launcher = vi.hoisted(() => ({ launch: vi.fn(), launching: false }));
vi.mock('../launch/use-launch-game', () => ({ useLaunchGame: () => launcher }));

resetCatalogueBetweenTests(launcher);

describe('GameCatalogue tabs', () => {
  it('lists 全部 then the vendors in server order, and loads every vendor at first', async () => {
    const request = serveCatalogue(manyGames);
    renderCatalogue();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['全部', 'PG电子', 'MG电子', 'CQ9电子']);
    expect(selectedTab()).toHaveTextContent('全部');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', selectedTab().id);
    await screen.findAllByTestId('game-card');
    expect(lastCall(request)).toEqual({
      category: 'DZ',
      enName: '',
      keyword: '',
      filter: 'all',
      pageNum: 1,
      pageSize: 30,
    });
  });

  it('opens the vendor the home page asked for before the page mounted, then forgets the request', async () => {
    const request = serveCatalogue(manyGames);
    bus.emit('ui:egame-tab', { index: 1 });
    renderCatalogue();
    await waitFor(() => expect(selectedTab()).toHaveTextContent('MG电子'));
    expect(bus.last('ui:egame-tab')).toBeUndefined();
    await waitFor(() => expect(lastCall(request)?.enName).toBe('MGDZ'));
    expect(address().get('vendor')).toBe('MGDZ');
  });

  it('follows the event while mounted and ignores an index past the vendors', async () => {
    serveCatalogue(manyGames);
    renderCatalogue();
    await screen.findAllByRole('tab');
    act(() => bus.emit('ui:egame-tab', { index: 2 }));
    await waitFor(() => expect(selectedTab()).toHaveTextContent('CQ9电子'));
    act(() => bus.emit('ui:egame-tab', { index: 7 }));
    expect(selectedTab()).toHaveTextContent('CQ9电子');
  });

  it('leaves the e-game request alone on the fishing page', async () => {
    serveCatalogue([]);
    bus.emit('ui:egame-tab', { index: 1 });
    renderCatalogue('/game/fishing', 'BY');
    await screen.findAllByRole('tab');
    expect(selectedTab()).toHaveTextContent('全部');
    expect(bus.last('ui:egame-tab')).toEqual({ index: 1 });
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    serveCatalogue(manyGames);
    renderCatalogue();
    const all = await screen.findByRole('tab', { name: '全部' });
    expect(all).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'PG电子' })).toHaveAttribute('tabindex', '-1');
    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    await waitFor(() => expect(selectedTab()).toHaveTextContent('PG电子'));
    expect(document.activeElement).toBe(selectedTab());
    fireEvent.keyDown(selectedTab(), { key: 'End' });
    await waitFor(() => expect(selectedTab()).toHaveTextContent('CQ9电子'));
    fireEvent.keyDown(selectedTab(), { key: 'ArrowRight' });
    await waitFor(() => expect(selectedTab()).toHaveTextContent('全部'));
    fireEvent.keyDown(selectedTab(), { key: 'ArrowLeft' });
    await waitFor(() => expect(selectedTab()).toHaveTextContent('CQ9电子'));
    expect(document.activeElement).toBe(selectedTab());
  });

  it('adds one history step per tab, however often the tab is pressed', async () => {
    serveCatalogue(manyGames);
    renderCatalogue();
    fireEvent.click(await screen.findByRole('tab', { name: 'PG电子' }));
    await waitFor(() => expect(selectedTab()).toHaveTextContent('PG电子'));
    fireEvent.click(screen.getByRole('tab', { name: 'PG电子' }));
    fireEvent.click(screen.getByRole('button', { name: '浏览器后退' }));
    await waitFor(() => expect(selectedTab()).toHaveTextContent('全部'));
    expect(address().get('vendor')).toBeNull();
  });

  it('shows the bonus pool of the chosen vendor', async () => {
    serveCatalogue(manyGames, {
      getBonusPools: () =>
        Promise.resolve({ list: [{ enName: 'MGDZ', amount: 88888.8, perSecond: 0, at: '2026-11-24T00:00:00.000Z' }] }),
    });
    renderCatalogue();
    await screen.findAllByTestId('game-card');
    expect(screen.queryByTestId('bonus-pool')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'MG电子' }));
    await waitFor(() => expect(screen.getByTestId('bonus-pool')).toHaveTextContent('奖池¥88,888.80'));
  });
});
