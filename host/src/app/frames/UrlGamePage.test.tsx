import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared/router';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformProviders } from 'shared/ui';
import '../../setup';
import { UrlGamePage } from './UrlGamePage';

const GAME = 'https://games.example.com/lobby?uid=7';

function open(url: string, title?: string) {
  const query = new URLSearchParams({ url, ...(title === undefined ? {} : { title }) });
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[`/game/agzr?${query.toString()}`]}>
        <Routes>
          <Route path="/game/:info" element={<UrlGamePage />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

afterEach(() => sessionStorage.clear());

describe('UrlGamePage', () => {
  it('frames an address this tab launched, under the launched game name', () => {
    sessionStorage.setItem('launchedGames', JSON.stringify([{ url: GAME, title: '百家乐' }]));
    open(GAME, '请输入银行卡密码');
    expect(screen.getByTestId('game-frame')).toHaveAttribute('src', GAME);
    expect(screen.getByText('百家乐')).toBeInTheDocument();
    expect(screen.queryByText('请输入银行卡密码')).not.toBeInTheDocument();
  });

  it('refuses, in Chinese and without a frame, an address no launch answered', () => {
    sessionStorage.setItem('launchedGames', JSON.stringify([{ url: GAME, title: '百家乐' }]));
    open('https://phish.example.com/login', '百家乐');
    expect(screen.getByTestId('game-refused')).toHaveTextContent('已拒绝打开该游戏页面');
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
  });

  it('is not-found for anything but a web address', () => {
    open('javascript:alert(1)');
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
  });
});
