import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { venueBalance, venueResource, type ResponseOf } from 'shared/contract';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { appStore, sessionAtom } from 'shared/state';
import { PlatformProviders } from 'shared/ui';
import '../../setup';
import { GameHostPage } from './GameHostPage';
import { VENUE_BALANCE_REFRESH_MS } from './use-venue-balance';

const TICKET = 'abcdEFGH1234_-xyZ9';
const NEXT_TICKET = 'zyxwVUTS9876_-abC1';
const GAME_URL = 'https://games.example.com/pg/play?t=1';
const opened =
  (url = GAME_URL) =>
  () => ({ method: 'openGame', data: { url, venueName: 'PGDZ', gameName: '麻将胡了' } as Record<string, unknown> });
type Wallet = ResponseOf<typeof venueBalance>;
const wallet = (amount: number) => (): Wallet => ({
  channelCode: 'PGDZ',
  name: 'PG电子',
  category: 'DZ',
  status: 'normal',
  maintenance: null,
  balance: amount,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderPage(entry: string) {
  return render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/pg/game" element={<GameHostPage />} />
          <Route path="/dz/game" element={<GameHostPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </PlatformProviders>,
  );
}

const uidError = () => {
  throw new ApiError({ kind: 'business', code: 6302, message: '数据异常，请重新进入游戏', path: venueResource.path });
};

beforeEach(() => appStore.set(sessionAtom, { token: 't', userId: '7' }));
afterEach(() => {
  appStore.set(sessionAtom, null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('GameHostPage', () => {
  it('opens the ticket with openGame and frames the game under a back bar with the venue balance', async () => {
    const request = fakeEndpoints({ venueResource: opened(), venueBalance: wallet(88.5) });
    renderPage(`/pg/game?venue=pgdz&ticket=${TICKET}`);
    const frame = await screen.findByTestId('game-frame');
    expect(frame).toHaveAttribute('src', GAME_URL);
    expect(screen.getByRole('heading', { name: '麻将胡了' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    // The balance arrives after the frame (its own call): wait for the figure, not for the element.
    await waitFor(() => expect(screen.getByTestId('host-venue-balance')).toHaveTextContent('¥88.50'));
    const [, payload] = request.mock.calls.find(([endpoint]) => endpoint === venueResource) ?? [];
    expect(payload).toEqual({
      method: 'openGame',
      venueName: 'PGDZ',
      Request: { ticket: TICKET, timestamp: expect.any(Number) as unknown, langx: 'zh-cn' },
    });
    expect(request).toHaveBeenCalledWith(venueBalance, { channelCode: 'PGDZ' });
  });

  it('refreshes the balance on a note from the game’s origin only', async () => {
    const balances = vi.fn<() => Wallet>().mockImplementationOnce(wallet(10)).mockImplementation(wallet(20));
    fakeEndpoints({ venueResource: opened(), venueBalance: balances });
    renderPage(`/dz/game?venue=PGDZ&ticket=${TICKET}`);
    expect(await screen.findByText('¥10')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://evil.example.com', data: { type: 'venue-balance' } }),
      );
    });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://games.example.com.evil.com', data: { type: 'venue-balance' } }),
      );
    });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://games.example.com', data: { type: 'other' } }),
      );
    });
    await act(async () => {});
    expect(balances).toHaveBeenCalledTimes(1);

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://games.example.com', data: { type: 'venue-balance' } }),
      );
    });
    expect(await screen.findByText('¥20')).toBeInTheDocument();
    expect(balances).toHaveBeenCalledTimes(2);
  });

  it('refreshes the balance every 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const balances = vi.fn<() => Wallet>().mockImplementationOnce(wallet(10)).mockImplementation(wallet(30));
    fakeEndpoints({ venueResource: opened(), venueBalance: balances });
    renderPage(`/dz/game?venue=PGDZ&ticket=${TICKET}`);
    expect(await screen.findByText('¥10')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(VENUE_BALANCE_REFRESH_MS - 100);
    });
    expect(balances).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(balances).toHaveBeenCalledTimes(2);
    expect(screen.getByText('¥30')).toBeInTheDocument();
  });

  it('on 6302 shows 数据异常，请重新进入游戏 and 重新进入 launches the venue again', async () => {
    const launch = vi.fn((_input: unknown) => ({ url: NEXT_TICKET }));
    fakeEndpoints({ venueResource: uidError, launchGame: launch, venueBalance: wallet(1) });
    renderPage(`/pg/game?venue=PGDZ&ticket=${TICKET}`);
    expect(await screen.findByText('数据异常，请重新进入游戏')).toBeInTheDocument();
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();

    fakeEndpoints({ venueResource: opened(), launchGame: launch, venueBalance: wallet(1) });
    fireEvent.click(screen.getByRole('button', { name: '重新进入' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/pg/game?venue=PGDZ&ticket=${NEXT_TICKET}`),
    );
    expect(launch.mock.calls[0]?.[0]).toEqual({ enName: 'PGDZ', gameCode: '' });
    expect(await screen.findByTestId('game-frame')).toHaveAttribute('src', GAME_URL);
  });

  it('on 6099 (the ticket outlived its 12 hours) shows the message with 重新进入 too', async () => {
    fakeEndpoints({
      venueResource: () => {
        throw new ApiError({
          kind: 'business',
          code: 6099,
          message: '钱包令牌已过期，请重新进入',
          path: venueResource.path,
        });
      },
      venueBalance: wallet(1),
    });
    renderPage(`/pg/game?venue=PGDZ&ticket=${TICKET}`);
    expect(await screen.findByText('钱包令牌已过期，请重新进入')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新进入' })).toBeInTheDocument();
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
  });

  it.each([
    ['no query', '/pg/game'],
    ['no ticket', '/pg/game?venue=PGDZ'],
    ['a malformed ticket', '/pg/game?venue=PGDZ&ticket=%3Cscript%3E'],
    ['a malformed venue', `/dz/game?venue=../x&ticket=${TICKET}`],
  ])('shows a clear error for %s, with a way home, and calls nothing', async (_name, entry) => {
    const request = fakeEndpoints({});
    renderPage(entry);
    expect(screen.getByText('游戏链接无效')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    await act(async () => {});
    expect(request).not.toHaveBeenCalled();
  });

  it('never frames an address that is not http(s)', async () => {
    fakeEndpoints({ venueResource: opened('javascript:alert(1)') });
    renderPage(`/pg/game?venue=PGDZ&ticket=${TICKET}`);
    expect(await screen.findByText('游戏打开失败')).toBeInTheDocument();
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
  });

  it('shows other failures with a retry', async () => {
    let down = true;
    fakeEndpoints({
      venueResource: () => {
        if (down) throw new ApiError({ kind: 'network', code: 0, message: '网络异常', path: venueResource.path });
        return opened()();
      },
      venueBalance: wallet(5),
    });
    renderPage(`/pg/game?venue=PGDZ&ticket=${TICKET}`);
    expect(await screen.findByText('网络异常')).toBeInTheDocument();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('game-frame')).toBeInTheDocument();
  });
});
