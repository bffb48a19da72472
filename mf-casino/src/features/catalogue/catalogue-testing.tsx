import { screen } from '@testing-library/react';
import { useLocation, useNavigate } from 'shared/router';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { bus } from 'shared/bus';
import { gameList, type Game, type GameCatalogueCategory, type RequestOf, type Venue } from 'shared/contract';
import { fakeEndpoints, type EndpointFakes, type RequestSpy } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import { GameCatalogue } from './GameCatalogue';

/** Test helpers of the catalogue: the e-game vendors and games, an api.request that answers the catalogue's calls, the render. */
export const vendor = (id: number, enName: string, name: string, overrides: Partial<Venue> = {}): Venue => ({
  venueId: id,
  enName,
  name,
  category: 'DZ',
  description: '电子游艺',
  imageUrl: `http://127.0.0.1/venue/${id}.svg`,
  status: 'normal',
  hot: false,
  sort: id,
  ...overrides,
});

export const vendors = [vendor(1, 'PGDZ', 'PG电子'), vendor(2, 'MGDZ', 'MG电子'), vendor(3, 'CQ9DZ', 'CQ9电子')];

export const game = (gameId: number, overrides: Partial<Game> = {}): Game => ({
  gameId,
  gameCode: `g${gameId}`,
  enName: 'PGDZ',
  name: `游戏${gameId}`,
  imageUrl: `http://127.0.0.1/game/${gameId}.png`,
  hot: false,
  isNew: false,
  favourite: false,
  ...overrides,
});

type GameListPayload = RequestOf<typeof gameList>;

/**
 * A small catalogue server: gameList filters `games` like the real one (vendor, keyword, filter,
 * page); the other calls answer what `overrides` says, or a plain success.
 */
export function serveCatalogue(games: Game[], overrides: EndpointFakes = {}): RequestSpy {
  return fakeEndpoints({
    getVenueInfoByCategory: { list: vendors },
    getBonusPools: { list: [] },
    gameList: ({ enName = '', keyword = '', filter = 'all', pageNum = 1, pageSize = 30 }) => {
      const matching = games.filter(
        (g) =>
          (!enName || g.enName === enName) &&
          g.name.toLowerCase().includes(keyword.toLowerCase()) &&
          (filter === 'all' ||
            (filter === 'hot' && g.hot) ||
            (filter === 'new' && g.isNew) ||
            (filter === 'favourite' && g.favourite)),
      );
      return {
        list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        total: matching.length,
        pageNum,
        pageSize,
      };
    },
    addCollection: ({ gameId }) => ({ gameId, favourite: true }),
    removeCollection: ({ gameId }) => ({ gameId, favourite: false }),
    ...overrides,
  });
}

/** The payloads gameList was called with, in order. */
export function gameListCalls(request: RequestSpy): GameListPayload[] {
  return request.mock.calls
    .filter(([endpoint]) => endpoint === gameList)
    .map(([, payload]) => payload as GameListPayload);
}

/** The address as the router has it, and a back button: what the browser would give. */
function Address() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        浏览器后退
      </button>
    </>
  );
}

export function renderCatalogue(route = '/game/egame', category: GameCatalogueCategory = 'DZ') {
  return renderWithProviders(
    <>
      <GameCatalogue category={category} />
      <Address />
    </>,
    { route },
  );
}

export const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
export const lastCall = (request: ReturnType<typeof serveCatalogue>) => gameListCalls(request).at(-1);
export const selectedTab = () => screen.getByRole('tab', { selected: true });

/** 65 games over two vendors: three pages of 30 on the 全部 tab. */
export const manyGames = Array.from({ length: 65 }, (_, i) =>
  game(i + 1, {
    enName: i % 2 === 0 ? 'PGDZ' : 'MGDZ',
    name: i === 4 ? '龙虎斗' : `游戏${i + 1}`,
    hot: i < 3,
    isNew: i === 3,
  }),
);

/** The stand-in for useLaunchGame each catalogue test file mocks (vi.mock has to sit in the test file). */
export interface TestLauncher {
  launch: Mock;
  launching: boolean;
}

/** A clean platform, no remembered e-game tab and an idle launcher before each test; real timers and mocks after. */
export function resetCatalogueBetweenTests(launcher: TestLauncher): void {
  beforeEach(() => {
    resetPlatformState();
    bus.forget('ui:egame-tab');
    launcher.launch.mockReset();
    launcher.launching = false;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}
