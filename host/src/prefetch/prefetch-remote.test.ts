import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markRemoteFailed, takeRemoteFailure } from '../federation/remote-health';
import { testBrand } from '../testing/test-brand';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('../federation/federation-instance', () => runtime);

const { registerBrandRemotes } = await import('../federation/register-remotes');
const { forgetPrefetched, prefetchRemote } = await import('./prefetch-remote');

const CASINO = 'http://127.0.0.1:2/mf-manifest.json';
const brand = testBrand({ remotes: { casino: CASINO } });

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined): void {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

beforeEach(() => {
  registerBrandRemotes(brand);
  forgetPrefetched();
  setConnection(undefined);
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockResolvedValue({ default: () => null });
});

afterEach(() => setConnection(undefined));

describe('prefetching a remote module', () => {
  it('loads the module through the runtime without showing it, once however often it is asked', async () => {
    await prefetchRemote(brand, 'casino/VenueListPage');
    await prefetchRemote(brand, 'casino/VenueListPage');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_casino/VenueListPage');
    // Another module of the same remote is its own prefetch (its own chunks).
    await prefetchRemote(brand, 'casino/GameCataloguePage');
    expect(runtime.loadRemote).toHaveBeenLastCalledWith('mf_casino/GameCataloguePage');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('is silent when the remote fails, and leaves the page’s own load to try afresh', async () => {
    runtime.loadRemote.mockImplementation(() => {
      // What the runtime's failure plugin does when the entry does not load.
      markRemoteFailed('mf_casino');
      return Promise.reject(new Error('remoteEntry 503'));
    });
    await expect(prefetchRemote(brand, 'casino/VenueListPage')).resolves.toBeUndefined();
    await vi.waitFor(() =>
      expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_casino', entry: CASINO }], { force: true }),
    );
    // No failure is left behind for the page's load to stumble on, and no second try is made.
    expect(takeRemoteFailure('mf_casino')).toBe(false);
    await prefetchRemote(brand, 'casino/VenueListPage');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for a visitor saving data or on a 2g connection', async () => {
    setConnection({ saveData: true, effectiveType: '4g' });
    await prefetchRemote(brand, 'casino/VenueListPage');
    setConnection({ saveData: false, effectiveType: '2g' });
    await prefetchRemote(brand, 'casino/VenueListPage');
    setConnection({ effectiveType: 'slow-2g' });
    await prefetchRemote(brand, 'casino/VenueListPage');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    // Once the connection allows it, the module is fetched after all.
    setConnection({ saveData: false, effectiveType: '4g' });
    await prefetchRemote(brand, 'casino/VenueListPage');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of a remote the brand leaves out', async () => {
    await prefetchRemote(brand, 'sports/SportsVenuePage');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});
