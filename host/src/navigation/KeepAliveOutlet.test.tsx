import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation, useNavigate, useOutlet } from 'shared/router';
import { PlatformProviders } from 'shared/ui';
import '../setup';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { deepestHandle, handleFor } from './route-handle';
import { RouteTable, useRouteMatches } from './route-table';
import { TabBar } from './TabBar';
import { useTabList } from './use-tab-list';

/** The shell's tab machinery without its header and remotes. */
function Layout() {
  const location = useLocation();
  const outlet = useOutlet();
  const handle = deepestHandle(useRouteMatches());
  const { tabs, close } = useTabList({ handle, location, element: outlet, blocked: false, loggedIn: true });
  return (
    <>
      <TabBar tabs={tabs} activeKey={location.pathname} onClose={close} />
      <KeepAliveOutlet tabs={tabs} activeKey={location.pathname} search={location.search} live={outlet} />
    </>
  );
}

function Filter() {
  return <input aria-label="筛选" />;
}

function routes() {
  return [
    {
      path: '/',
      element: <Layout />,
      children: [
        { path: 'game/realbet', element: <Filter />, handle: handleFor('realbet') },
        { path: 'game/chess', element: <p>棋牌页</p>, handle: handleFor('chess') },
        // /game/:info opts out of keep-alive.
        { path: 'game/:info', element: <Filter />, handle: handleFor('game') },
      ],
    },
  ];
}

function visit(start: string) {
  let navigate: ReturnType<typeof useNavigate> | null = null;
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  render(
    <PlatformProviders withGlobalStyle={false}>
      <MemoryRouter initialEntries={[start]}>
        <RouteTable routes={routes()} />
        <Navigator />
      </MemoryRouter>
    </PlatformProviders>,
  );
  return (path: string) =>
    act(async () => {
      await navigate?.(path);
    });
}

describe('the tab bar with kept pages', () => {
  it('keeps a visited page and what was typed in it, out of the document while hidden', async () => {
    const go = visit('/game/realbet');
    fireEvent.change(await screen.findByLabelText('筛选'), { target: { value: 'AG' } });
    await go('/game/chess');
    expect(screen.getByText('棋牌页')).toBeInTheDocument();
    expect(screen.queryByLabelText('筛选')).toBeNull();
    await go('/game/realbet');
    expect(screen.getByLabelText('筛选')).toHaveValue('AG');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['真人视讯', '棋牌游戏']);
  });

  it('draws the page a visit starts on in place, so the server’s HTML of it has the page in the slot', () => {
    const html = renderToString(
      <PlatformProviders withGlobalStyle={false}>
        <MemoryRouter initialEntries={['/game/chess']}>
          <RouteTable routes={routes()} />
        </MemoryRouter>
      </PlatformProviders>,
    );
    expect(html).toMatch(/data-testid="page-slot"><div><!--&--><p>棋牌页<\/p>/);
    expect(html).toContain('棋牌游戏');
  });

  it('takes the first page out of the document while hidden, and closes its tab cleanly from there', async () => {
    const go = visit('/game/realbet');
    const slot = screen.getByTestId('page-slot');
    await go('/game/chess');
    expect(slot.querySelectorAll('input')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '关闭真人视讯' }));
    });
    expect(screen.getByText('棋牌页')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['棋牌游戏']);
    await go('/game/realbet');
    expect(screen.getByLabelText('筛选')).toHaveValue('');
  });

  it('mounts an opted-out page afresh', async () => {
    const go = visit('/game/x1');
    fireEvent.change(await screen.findByLabelText('筛选'), { target: { value: 'slot' } });
    await go('/game/chess');
    await go('/game/x1');
    expect(screen.getByLabelText('筛选')).toHaveValue('');
  });

  it('closing the active tab goes to the previous one', async () => {
    const go = visit('/game/chess');
    await go('/game/realbet');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '关闭真人视讯' }));
    });
    expect(screen.getByText('棋牌页')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['棋牌游戏']);
  });
});

describe('scroll on navigation', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The member scrolls the window to `y` (jsdom has no layout: the position is set by hand). */
  function scrollWindowTo(y: number) {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
    window.dispatchEvent(new Event('scroll'));
  }

  function lastScroll(spy: { mock: { calls: unknown[][] } }) {
    return spy.mock.calls.at(-1);
  }

  it('a kept-alive tab the member returns to opens where it was left', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const go = visit('/game/realbet');
    await screen.findByLabelText('筛选');
    scrollWindowTo(640);
    await go('/game/chess');
    expect(lastScroll(scrollTo)).toEqual([0, 0]);
    await go('/game/realbet');
    expect(lastScroll(scrollTo)).toEqual([0, 640]);
  });

  it('a page that is not kept alive opens at the top again', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const go = visit('/game/x1');
    await screen.findByLabelText('筛选');
    scrollWindowTo(480);
    await go('/game/chess');
    await go('/game/x1');
    expect(lastScroll(scrollTo)).toEqual([0, 0]);
  });

  it('a new query of the same page is a navigation: back to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const go = visit('/game/realbet');
    await screen.findByLabelText('筛选');
    scrollWindowTo(300);
    scrollTo.mockClear();
    await go('/game/realbet?page=2');
    expect(lastScroll(scrollTo)).toEqual([0, 0]);
  });
});
