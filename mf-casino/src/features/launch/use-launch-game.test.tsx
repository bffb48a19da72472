import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { bus } from 'shared/bus';
import { parseBrandConfig } from 'shared/config';
import { launchGame } from 'shared/contract';
import { appStore, brandAtom, sessionAtom, sportsLaunchAtom } from 'shared/state';
import { PlatformProviders } from 'shared/ui';
import '../../setup';
import { LAUNCHED_GAMES_KEY } from 'shared/storage';
import { useLaunchGame } from './use-launch-game';

const TICKET = 'abcdEFGH1234_-xyZ9';

function setBrand(innerGame: boolean) {
  const brand = parseBrandConfig({
    brand: 't',
    siteId: '1',
    siteName: '测试',
    apiBaseUrl: 'https://api.example.com/',
    chatSocketUrl: 'wss://api.example.com/s',
    remotes: {},
    flags: { innerGame },
  });
  if (!brand.ok) throw new Error('test brand invalid');
  appStore.set(brandAtom, brand.config);
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <PlatformProviders>
      <MemoryRouter initialEntries={['/game/egame']}>{children}</MemoryRouter>
    </PlatformProviders>
  );
}

function renderLaunch() {
  return renderHook(
    () => {
      const location = useLocation();
      return { ...useLaunchGame(), where: location.pathname + location.search };
    },
    { wrapper },
  );
}

function listen<K extends 'ui:toast' | 'ui:enter-venue' | 'ui:tips-dialog' | 'ui:loading-show' | 'ui:login-tips'>(
  event: K,
) {
  const calls = vi.fn();
  offs.push(bus.on(event, calls));
  return calls;
}

const offs: (() => void)[] = [];
const businessError = (code: number, message: string) =>
  new ApiError({ kind: 'business', code, message, path: launchGame.path });

beforeEach(() => {
  setBrand(true);
  appStore.set(sessionAtom, { token: 't', userId: '7' });
});

afterEach(() => {
  offs.splice(0).forEach((off) => off());
  bus.forget('ui:enter-venue');
  appStore.set(sessionAtom, null);
  appStore.set(brandAtom, null);
  appStore.set(sportsLaunchAtom, null);
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('useLaunchGame', () => {
  it('asks a visitor to log in and calls nothing', () => {
    appStore.set(sessionAtom, null);
    const request = fakeEndpoints({});
    const toast = listen('ui:toast');
    const tips = listen('ui:login-tips');
    const { result } = renderLaunch();
    act(() => result.current.launch({ enName: 'AGZR' }));
    expect(toast).toHaveBeenCalledWith({ message: '请先登录账号，才能了解更多', position: 'bottom' });
    expect(tips).toHaveBeenCalledTimes(1);
    expect(request).not.toHaveBeenCalled();
  });

  it('shows 启动中..., sends the venue and game, and frames a web address in /game/{venue}', async () => {
    const request = fakeEndpoints({ launchGame: { url: 'https://games.example.com/play?g=1' } });
    const loading = listen('ui:loading-show');
    const { result } = renderLaunch();
    act(() => result.current.launch({ enName: 'agzr', gameCode: 'G1' }));
    expect(loading).toHaveBeenCalledWith(expect.objectContaining({ msg: '启动中...' }));
    expect(result.current.launching).toBe(true);
    await act(async () => {});
    expect(request).toHaveBeenCalledWith(launchGame, { enName: 'AGZR', gameCode: 'G1' });
    expect(result.current.where).toBe(`/game/agzr?url=${encodeURIComponent('https://games.example.com/play?g=1')}`);
    expect(result.current.launching).toBe(false);
  });

  it('records the framed address as launched by this tab, so the game page will frame it', async () => {
    fakeEndpoints({ launchGame: { url: 'https://games.example.com/play?g=2' } });
    const { result } = renderLaunch();
    act(() => result.current.launch({ enName: 'agzr', name: '百家乐' }));
    await act(async () => {});
    expect(JSON.parse(sessionStorage.getItem(LAUNCHED_GAMES_KEY) ?? '[]')).toContainEqual({
      url: 'https://games.example.com/play?g=2',
      title: '百家乐',
    });
  });

  it('hands the CRTY launch data, with the user id, to the local sport route it opens', async () => {
    fakeEndpoints({ launchGame: { url: '/game/sport/crty?uid=7' } });
    const { result } = renderLaunch();
    act(() => result.current.launch({ enName: 'CRTY' }));
    await act(async () => {});
    expect(appStore.get(sportsLaunchAtom)).toEqual({ venue: 'CRTY', state: 'ready', url: '/game/sport/crty?uid=7' });
    expect(result.current.where).toBe('/game/sport/crty');
  });

  it('adds the user id to a CRTY launch address that lacks it', async () => {
    fakeEndpoints({ launchGame: { url: '/game/sport/crty' } });
    const { result } = renderLaunch();
    act(() => result.current.launch({ enName: 'CRTY' }));
    await act(async () => {});
    expect(appStore.get(sportsLaunchAtom)).toEqual({ venue: 'CRTY', state: 'ready', url: '/game/sport/crty?uid=7' });
  });

  it('follows a site path and opens a ticket on the host page', async () => {
    const urls = ['/dz/game?venue=PGDZ&ticket=x', TICKET];
    fakeEndpoints({ launchGame: () => ({ url: urls.shift() ?? TICKET }) });
    const { result } = renderLaunch();
    act(() => result.current.launch({ enName: 'PGDZ' }));
    await act(async () => {});
    expect(result.current.where).toBe('/dz/game?venue=PGDZ&ticket=x');
    act(() => result.current.launch({ enName: 'PGDZ' }));
    await act(async () => {});
    expect(result.current.where).toBe(`/pg/game?venue=PGDZ&ticket=${TICKET}`);
  });

  it('opens a new window when innerGame is off and for XMTY, cutting the opener', async () => {
    const opened = { opener: 'page' as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as Window);
    fakeEndpoints({ launchGame: { url: 'https://lottery.example.com/' } });
    const { result } = renderLaunch();
    act(() => result.current.launch({ enName: 'XMTY' }));
    await act(async () => {});
    expect(open).toHaveBeenCalledWith('https://lottery.example.com/', '_blank');
    expect(opened.opener).toBeNull();
    expect(result.current.where).toBe('/game/egame');

    setBrand(false);
    fakeEndpoints({ launchGame: { url: TICKET } });
    act(() => result.current.launch({ enName: 'PGDZ' }));
    await act(async () => {});
    expect(open).toHaveBeenLastCalledWith(`/pg/game?venue=PGDZ&ticket=${TICKET}`, '_blank');
  });

  it('offers a button when the popup is blocked, which opens the game on click', async () => {
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValueOnce(null)
      .mockReturnValue({ opener: null } as Window);
    fakeEndpoints({ launchGame: { url: 'https://lottery.example.com/' } });
    const dialog = listen('ui:tips-dialog');
    const { result } = renderLaunch();
    act(() => result.current.launch({ enName: 'G1CP', name: '彩票' }));
    await act(async () => {});
    expect(dialog).toHaveBeenCalledTimes(1);
    const message = dialog.mock.calls[0]?.[0] as { msg: string; sureText: string; onSure: () => void };
    expect(message.msg).toContain('彩票');
    expect(message.sureText).toBe('打开游戏');
    message.onSure();
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('refuses a hostile address: a toast, no navigation, no window', async () => {
    const open = vi.spyOn(window, 'open');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeEndpoints({ launchGame: { url: 'javascript:alert(1)' } });
    const toast = listen('ui:toast');
    const { result } = renderLaunch();
    act(() => result.current.launch({ enName: 'AGZR' }));
    await act(async () => {});
    expect(toast).toHaveBeenCalledWith({ message: '游戏地址无效，已阻止打开', kind: 'error' });
    expect(open).not.toHaveBeenCalled();
    expect(result.current.where).toBe('/game/egame');
  });

  it('asks for the into-venue dialog on 6413 with the server message', async () => {
    fakeEndpoints({ launchGame: () => Promise.reject(businessError(6413, '活动进行中')) });
    const enter = listen('ui:enter-venue');
    const { result } = renderLaunch();
    act(() => result.current.launch({ enName: 'pgdz', gameCode: 'G9' }));
    await act(async () => {});
    expect(enter).toHaveBeenCalledWith({ enName: 'PGDZ', gameCode: 'G9', message: '活动进行中' });
    expect(bus.last('ui:enter-venue')).toEqual({ enName: 'PGDZ', gameCode: 'G9', message: '活动进行中' });
  });

  it('toasts the server message of 6415 and other errors', async () => {
    fakeEndpoints({ launchGame: () => Promise.reject(businessError(6415, '场馆维护中，预计 12:00 结束')) });
    const toast = listen('ui:toast');
    const enter = listen('ui:enter-venue');
    const { result } = renderLaunch();
    act(() => result.current.launch({ enName: 'AGZR' }));
    await act(async () => {});
    expect(toast).toHaveBeenCalledWith({ message: '场馆维护中，预计 12:00 结束', kind: 'error' });
    expect(enter).not.toHaveBeenCalled();
    expect(result.current.launching).toBe(false);
  });

  it('ignores a second press while a launch runs, and passes isActivity', async () => {
    let answer: (value: { url: string }) => void = () => {};
    const pending = new Promise<{ url: string }>((resolve) => (answer = resolve));
    const request = fakeEndpoints({ launchGame: () => pending });
    const { result } = renderLaunch();
    act(() => {
      result.current.launch({ enName: 'AGZR' }, { isActivity: true });
      result.current.launch({ enName: 'AGZR' }, { isActivity: true });
    });
    act(() => result.current.launch({ enName: 'KYQP' }));
    await vi.waitFor(() => expect(request).toHaveBeenCalled());
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(launchGame, { enName: 'AGZR', gameCode: '', isActivity: true });
    await act(async () => answer({ url: TICKET }));
    expect(result.current.launching).toBe(false);
    act(() => result.current.launch({ enName: 'KYQP' }));
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });
});
