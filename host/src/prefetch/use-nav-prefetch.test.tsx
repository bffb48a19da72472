import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore, brandAtom } from 'shared/state';
import { PlatformProviders } from 'shared/ui';
import type { NavItem } from '../layout/nav-items';
import { testBrand } from '../testing/test-brand';
import '../setup';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('../federation/federation-instance', () => runtime);

const { registerBrandRemotes } = await import('../federation/register-remotes');
const { forgetPrefetched } = await import('./prefetch-remote');
const { useNavPrefetch } = await import('./use-nav-prefetch');

const brand = testBrand({
  remotes: {
    sports: 'http://127.0.0.1:2/mf-manifest.json',
    casino: 'http://127.0.0.1:3/mf-manifest.json',
    promotions: 'http://127.0.0.1:4/mf-manifest.json',
  },
});

const items: NavItem[] = [
  { key: 'home', href: '/' },
  { key: 'sport', href: '/game/sport' },
  { key: 'realbet', href: '/game/realbet' },
  { key: 'discount', href: '/activity/discount' },
];

/** The navigation's use of the hook, reduced to its links. */
function Links({ of }: { of: readonly NavItem[] }) {
  const intent = useNavPrefetch(of);
  return (
    <ul>
      {of.map((item) => (
        <li key={item.key}>
          <a href={item.href} {...intent(item.key)}>
            {item.key}
          </a>
        </li>
      ))}
    </ul>
  );
}

let idleTasks: (() => void)[] = [];

function renderLinks(of: readonly NavItem[] = items) {
  return render(
    <PlatformProviders withGlobalStyle={false}>
      <Links of={of} />
    </PlatformProviders>,
  );
}

async function settle(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

function setReadyState(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

beforeEach(() => {
  appStore.set(brandAtom, brand);
  registerBrandRemotes(brand);
  forgetPrefetched();
  idleTasks = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  runtime.loadRemote.mockReset();
  runtime.loadRemote.mockResolvedValue({ default: () => null });
});

afterEach(() => {
  // Unmount (its idle callback cancelled) while the stubs are still there.
  cleanup();
  vi.unstubAllGlobals();
  setReadyState('complete');
});

describe('prefetching from the navigation', () => {
  it('hovering a category’s link fetches its remote module, once', async () => {
    renderLinks();
    fireEvent.pointerEnter(screen.getByText('realbet'));
    await settle();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_casino/VenueListPage');
    fireEvent.pointerEnter(screen.getByText('realbet'));
    fireEvent.focus(screen.getByText('realbet'));
    await settle();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('focusing a link from the keyboard fetches its remote module', async () => {
    renderLinks();
    fireEvent.focus(screen.getByText('discount'));
    await settle();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_promotions/DiscountPage');
  });

  it('a link to a page the host draws itself fetches no remote', async () => {
    renderLinks();
    fireEvent.pointerEnter(screen.getByText('home'));
    fireEvent.focus(screen.getByText('home'));
    await settle();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('when idle after the page has loaded, fetches the first category that shows a remote, and nothing before', async () => {
    setReadyState('loading');
    renderLinks();
    await settle();
    // Before the load event nothing is even scheduled: the first page's bytes come first.
    expect(idleTasks).toHaveLength(0);
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    expect(idleTasks).toHaveLength(1);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    act(() => idleTasks[0]?.());
    await settle();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_sports/SportsVenuePage');
    // Hovering that category afterwards fetches nothing more.
    fireEvent.pointerEnter(screen.getByText('sport'));
    await settle();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('a navigation without sports prefetches the next category with a remote', async () => {
    renderLinks(items.filter((item) => item.key !== 'sport'));
    await settle();
    act(() => idleTasks[0]?.());
    await settle();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_casino/VenueListPage');
  });

  it('a failed prefetch stays silent: the page shows no error and the link still works', async () => {
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    runtime.loadRemote.mockRejectedValue(new Error('remoteEntry 503'));
    renderLinks();
    fireEvent.pointerEnter(screen.getByText('realbet'));
    await settle();
    window.removeEventListener('unhandledrejection', unhandled);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
    expect(screen.getByText('realbet')).toBeInTheDocument();
  });
});
