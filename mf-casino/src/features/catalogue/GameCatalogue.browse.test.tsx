import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { gameList } from 'shared/contract';
import { signInForTest } from 'shared/testing/render';
import '../../setup';
import {
  address,
  game,
  gameListCalls,
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

describe('GameCatalogue search, filters and pages', () => {
  it('searches 300 ms after typing stops, with the keyword trimmed', async () => {
    vi.useFakeTimers();
    const request = serveCatalogue(manyGames);
    renderCatalogue();
    await act(() => vi.advanceTimersByTimeAsync(0));
    const box = screen.getByRole('searchbox', { name: '搜索游戏' });
    expect(box).toHaveAttribute('maxlength', '30');
    fireEvent.change(box, { target: { value: ' 龙' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(box, { target: { value: ' 龙虎 ' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(gameListCalls(request).some((call) => call.keyword)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(gameListCalls(request).filter((call) => call.keyword)).toEqual([
      expect.objectContaining({ keyword: '龙虎', pageNum: 1 }),
    ]);
    expect(address().get('q')).toBe('龙虎');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByTestId('game-card').map((card) => card.getAttribute('aria-label'))).toEqual(['龙虎斗']);
  });

  it('says when a search finds nothing, and when a vendor has no games', async () => {
    serveCatalogue([game(1)]);
    renderCatalogue('/game/egame?q=不存在');
    expect(await screen.findByText('没有找到与“不存在”相关的游戏')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('不存在');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByTestId('game-card')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'MG电子' }));
    expect(await screen.findByText('暂无游戏')).toBeInTheDocument();
  });

  it('filters by hot and new, and keeps the filter when the vendor changes', async () => {
    const request = serveCatalogue(manyGames);
    renderCatalogue();
    await screen.findAllByTestId('game-card');
    expect(screen.getByRole('button', { name: '全部', pressed: true })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '热门' }));
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(3));
    expect(lastCall(request)).toMatchObject({ filter: 'hot', pageNum: 1 });
    expect(screen.getByRole('button', { name: '热门', pressed: true })).toBeInTheDocument();
    expect(address().get('filter')).toBe('hot');
    fireEvent.click(screen.getByRole('tab', { name: 'PG电子' }));
    await waitFor(() => expect(lastCall(request)).toMatchObject({ enName: 'PGDZ', filter: 'hot' }));
    fireEvent.click(screen.getByRole('button', { name: '最新' }));
    await waitFor(() => expect(lastCall(request)).toMatchObject({ enName: 'PGDZ', filter: 'new' }));
    expect(await screen.findByText('暂无游戏')).toBeInTheDocument();
  });

  it('asks a visitor to log in instead of filtering by favourites', async () => {
    const request = serveCatalogue(manyGames);
    const tips = vi.fn();
    const off = bus.on('ui:login-tips', tips);
    renderCatalogue();
    await screen.findAllByTestId('game-card');
    const calls = gameListCalls(request).length;
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(tips).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '全部', pressed: true })).toBeInTheDocument();
    expect(address().get('filter')).toBeNull();
    expect(gameListCalls(request)).toHaveLength(calls);
    off();
  });

  it('shows a member their favourites', async () => {
    signInForTest();
    const request = serveCatalogue([game(1, { favourite: true }), game(2)]);
    renderCatalogue();
    await screen.findAllByTestId('game-card');
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    await waitFor(() => expect(lastCall(request)).toMatchObject({ filter: 'favourite' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('game-card').map((c) => c.getAttribute('aria-label'))).toEqual(['游戏1']),
    );
  });

  it('pages through 30 games at a time with numbered pages, 上一页 and 下一页', async () => {
    const request = serveCatalogue(manyGames);
    renderCatalogue();
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(30));
    expect(screen.getByText('共 65 款游戏')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: '游戏分页' });
    expect(within(pager).getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(pager).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(lastCall(request)).toMatchObject({ pageNum: 2 }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(address().get('page')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(5));
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    await waitFor(() => expect(lastCall(request)).toMatchObject({ pageNum: 2 }));
  });

  it('restores the tab, filter, search and page from the address, and goes back through them', async () => {
    const request = serveCatalogue(manyGames);
    renderCatalogue('/game/egame?vendor=PGDZ&page=2');
    await waitFor(() => expect(selectedTab()).toHaveTextContent('PG电子'));
    expect(gameListCalls(request)[0]).toMatchObject({ enName: 'PGDZ', pageNum: 2 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page'),
    );
    fireEvent.click(screen.getByRole('button', { name: '热门' }));
    await waitFor(() => expect(lastCall(request)).toMatchObject({ enName: 'PGDZ', filter: 'hot', pageNum: 1 }));
    fireEvent.click(screen.getByRole('button', { name: '浏览器后退' }));
    await waitFor(() => expect(lastCall(request)).toMatchObject({ enName: 'PGDZ', filter: 'all', pageNum: 2 }));
    expect(screen.getByRole('button', { name: '全部', pressed: true })).toBeInTheDocument();
  });

  it('moves an address past the last page to the last page', async () => {
    const request = serveCatalogue(manyGames);
    renderCatalogue('/game/egame?page=9');
    await waitFor(() => expect(lastCall(request)).toMatchObject({ pageNum: 3 }));
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(5));
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    const request = serveCatalogue(manyGames, {
      gameList: () =>
        fail
          ? Promise.reject(
              new ApiError({
                kind: 'network',
                code: 0,
                message: '网络异常，请检查网络连接后重试',
                path: gameList.path,
              }),
            )
          : Promise.resolve({ list: [game(1)], total: 1, pageNum: 1, pageSize: 30 }),
    });
    renderCatalogue();
    expect(await screen.findByText('网络异常，请检查网络连接后重试')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('game-card')).toBeInTheDocument();
    expect(gameListCalls(request)).toHaveLength(2);
  });
});
