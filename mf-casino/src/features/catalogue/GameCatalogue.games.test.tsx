import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { addCollection, removeCollection } from 'shared/contract';
import { signInForTest } from 'shared/testing/render';
import '../../setup';
import { game, manyGames, renderCatalogue, resetCatalogueBetweenTests, serveCatalogue } from './catalogue-testing';

const launcher = vi.hoisted(() => ({ launch: vi.fn(), launching: false }));
vi.mock('../launch/use-launch-game', () => ({ useLaunchGame: () => launcher }));

resetCatalogueBetweenTests(launcher);

describe('GameCatalogue games', () => {
  it('shows each game with its image, badges and vendor, and plays it from the card or its button', async () => {
    serveCatalogue(manyGames);
    renderCatalogue();
    const card = (await screen.findAllByTestId('game-card'))[0];
    if (!card) throw new Error('no card');
    expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(card.querySelector('img')).toHaveAttribute('src', 'http://127.0.0.1/game/1.png');
    expect(within(card).getByText('热门')).toBeInTheDocument();
    expect(within(card).getByText('PG电子')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('game-card')[3] ?? card).getByText('新')).toBeInTheDocument();
    fireEvent.click(card);
    expect(launcher.launch).toHaveBeenLastCalledWith({ enName: 'PGDZ', gameCode: 'g1', name: '游戏1' });
    fireEvent.click(screen.getByRole('button', { name: '开始游戏：游戏2' }));
    expect(launcher.launch).toHaveBeenCalledTimes(2);
    expect(launcher.launch).toHaveBeenLastCalledWith({ enName: 'MGDZ', gameCode: 'g2', name: '游戏2' });
  });

  it('does not play while a launch runs', async () => {
    launcher.launching = true;
    serveCatalogue([game(1)]);
    renderCatalogue();
    fireEvent.click(await screen.findByTestId('game-card'));
    expect(screen.getByRole('button', { name: '开始游戏：游戏1' })).toBeDisabled();
    expect(launcher.launch).not.toHaveBeenCalled();
  });
});

describe('GameCatalogue favourites', () => {
  it('stars a game at once, keeps the star busy while the call runs, and keeps it', async () => {
    signInForTest();
    let answer: (value: { gameId: number; favourite: boolean }) => void = () => undefined;
    const request = serveCatalogue([game(1)], {
      addCollection: () => new Promise((resolve) => (answer = resolve)),
    });
    renderCatalogue();
    const star = await screen.findByRole('button', { name: '收藏游戏1' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(star).toBeDisabled();
    fireEvent.click(star);
    // The query client starts the call a tick after the press; the second press sent nothing.
    await waitFor(() => expect(request.mock.calls.some(([endpoint]) => endpoint === addCollection)).toBe(true));
    expect(request.mock.calls.filter(([endpoint]) => endpoint === addCollection)).toEqual([
      [addCollection, { gameId: 1 }],
    ]);
    expect(launcher.launch).not.toHaveBeenCalled();
    await act(async () => answer({ gameId: 1, favourite: true }));
    expect(star).toBeEnabled();
    expect(star).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns the star back with a toast when the call fails', async () => {
    signInForTest();
    const toasts = vi.fn();
    const off = bus.on('ui:toast', toasts);
    const request = serveCatalogue([game(1, { favourite: true })], {
      removeCollection: () =>
        Promise.reject(
          new ApiError({
            kind: 'business',
            code: 6005,
            message: '服务开小差了，请稍后重试',
            path: removeCollection.path,
          }),
        ),
    });
    renderCatalogue();
    const star = await screen.findByRole('button', { name: '收藏游戏1' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(star).toBeEnabled();
    expect(request).toHaveBeenCalledWith(removeCollection, { gameId: 1 });
    expect(toasts).toHaveBeenCalledWith({ message: '取消收藏失败：服务开小差了，请稍后重试', kind: 'error' });
    off();
  });

  it('asks a visitor to log in instead of starring', async () => {
    const request = serveCatalogue([game(1)]);
    const tips = vi.fn();
    const off = bus.on('ui:login-tips', tips);
    renderCatalogue();
    const star = await screen.findByRole('button', { name: '收藏游戏1' });
    fireEvent.click(star);
    expect(tips).toHaveBeenCalledTimes(1);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(request.mock.calls.some(([endpoint]) => endpoint === addCollection)).toBe(false);
    expect(launcher.launch).not.toHaveBeenCalled();
    off();
  });
});
