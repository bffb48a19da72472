import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { launchGame } from 'shared/contract';
import { MemoryRouter, useNavigate } from 'shared/router';
import { appStore, sessionAtom, sportsLaunchAtom, sportsPageAtom } from 'shared/state';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import '../setup';
import { sportsVenueOf, useSportsRoute } from './use-sports-route';

function renderRoute(start: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[start]}>{children}</MemoryRouter>
    </Provider>
  );
  const { result } = renderHook(
    () => {
      useSportsRoute();
      return useNavigate();
    },
    { wrapper },
  );
  return (path: string) =>
    act(async () => {
      await result.current(path);
    });
}

beforeEach(() => {
  appStore.set(sessionAtom, { token: 't', userId: '42' });
});

afterEach(() => {
  appStore.set(sessionAtom, null);
  appStore.set(sportsLaunchAtom, null);
  appStore.set(sportsPageAtom, false);
  vi.restoreAllMocks();
});

describe('sportsVenueOf', () => {
  it('names the venue of /game/sport/{enName}, and nothing for the venue list or a look-alike', () => {
    expect(sportsVenueOf('/game/sport/crty')).toBe('CRTY');
    expect(sportsVenueOf('/game/sport/xyty')).toBe('XYTY');
    expect(sportsVenueOf('/game/sport')).toBeNull();
    expect(sportsVenueOf('/game/sports/crty')).toBeNull();
    expect(sportsVenueOf('/game/realbet')).toBeNull();
  });
});

describe('the sports route (SPEC §2 guard 4)', () => {
  it('raises the flag and loads the launch data once, with the user id; leaving resets both', async () => {
    const request = fakeEndpoints({ launchGame: { url: 'https://book.example/enter?t=1' } });
    const go = renderRoute('/game/sport/xyty');
    await act(async () => {});
    expect(appStore.get(sportsPageAtom)).toBe(true);
    // The call waits for the query library's chunk: the first import in a worker takes a while.
    await vi.waitFor(() =>
      expect(appStore.get(sportsLaunchAtom)).toEqual({
        venue: 'XYTY',
        state: 'ready',
        url: 'https://book.example/enter?t=1&uid=42',
      }),
    );
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(launchGame, { enName: 'XYTY', gameCode: '' });

    await go('/game/sport/xyty?tab=live');
    expect(request).toHaveBeenCalledTimes(1);

    await go('/game/realbet');
    expect(appStore.get(sportsPageAtom)).toBe(false);
    expect(appStore.get(sportsLaunchAtom)).toBeNull();

    // The next visit loads its own.
    await go('/game/sport/xyty');
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });

  it('reuses the launch data a CRTY launch handed over instead of asking again', async () => {
    const request = fakeEndpoints({});
    const go = renderRoute('/game/sport');
    expect(appStore.get(sportsPageAtom)).toBe(false);
    appStore.set(sportsLaunchAtom, { venue: 'CRTY', state: 'ready', url: '/game/sport/crty?uid=42' });
    await go('/game/sport/crty');
    expect(appStore.get(sportsPageAtom)).toBe(true);
    expect(request).not.toHaveBeenCalled();
    expect(appStore.get(sportsLaunchAtom)).toEqual({ venue: 'CRTY', state: 'ready', url: '/game/sport/crty?uid=42' });
  });

  it('keeps a failure for the page to show, and loads again when the page empties it', async () => {
    const request = fakeEndpoints({
      launchGame: () => {
        throw new ApiError({ kind: 'business', code: 6415, message: '场馆维护中', path: launchGame.path });
      },
    });
    renderRoute('/game/sport/crty');
    await vi.waitFor(() =>
      expect(appStore.get(sportsLaunchAtom)).toEqual({ venue: 'CRTY', state: 'failed', message: '场馆维护中' }),
    );
    expect(request).toHaveBeenCalledTimes(1);
    fakeEndpoints({ launchGame: { url: '/game/sport/crty?uid=42' } });
    await act(async () => {
      appStore.set(sportsLaunchAtom, null);
    });
    await vi.waitFor(() =>
      expect(appStore.get(sportsLaunchAtom)).toEqual({ venue: 'CRTY', state: 'ready', url: '/game/sport/crty?uid=42' }),
    );
  });
});
