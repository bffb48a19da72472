import { beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteEvents } from 'shared/diagnostics';
import { testBrand } from '../testing/test-brand';
import { resolveRemoteEntries } from './resolve-remotes';

const brand = testBrand({
  apiBaseUrl: 'http://127.0.0.1:8090/',
  remotes: { casino: 'http://127.0.0.1:8083/mf-manifest.json', wallet: 'http://127.0.0.1:8084/mf-manifest.json' },
});
const pinned = {
  remotes: {
    casino: {
      path: '/registry/casino/0123456789abcdef/mf-manifest.json',
      version: '0123456789abcdef',
      channel: 'canary',
    },
    // Pinned for the brand but not among its remotes: the brand config decides what the site has.
    sports: {
      path: '/registry/sports/fedcba9876543210/mf-manifest.json',
      version: 'fedcba9876543210',
      channel: 'stable',
    },
  },
};

const answering = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

beforeEach(() => localStorage.clear());

describe("resolving the brand's remote versions at start", () => {
  it('asks once with the site and visitor, and loads a pinned remote from the registry', async () => {
    const fetcher = answering(200, pinned);
    const entries = await resolveRemoteEntries(brand, fetcher, 'visitor-7');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(String(fetcher.mock.calls[0]?.[0])).toBe(
      'http://127.0.0.1:8090/site/api/v1/delivery/remotes?site=1&visitor=visitor-7',
    );
    expect(entries).toEqual({
      casino: 'http://127.0.0.1:8090/registry/casino/0123456789abcdef/mf-manifest.json',
      wallet: 'http://127.0.0.1:8084/mf-manifest.json',
    });
  });

  it("keeps the brand config's addresses when nothing is pinned", async () => {
    expect(await resolveRemoteEntries(brand, answering(200, { remotes: {} }), 'v')).toEqual(brand.remotes);
  });

  it('uses the last map this browser received when the call fails, and says so', async () => {
    await resolveRemoteEntries(brand, answering(200, pinned), 'v');
    const entries = await resolveRemoteEntries(brand, answering(503, {}), 'v');
    expect(entries.casino).toBe('http://127.0.0.1:8090/registry/casino/0123456789abcdef/mf-manifest.json');
    expect(remoteEvents().at(-1)).toMatchObject({ kind: 'last-known-good', remote: 'host' });
  });

  it("falls back to the brand config's addresses when the call fails with nothing saved or answers garbage", async () => {
    expect(
      await resolveRemoteEntries(brand, answering(200, { remotes: { casino: { path: 'http://evil/' } } }), 'v'),
    ).toEqual(brand.remotes);
    const offline = vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await resolveRemoteEntries(brand, offline, 'v')).toEqual(brand.remotes);
  });
});
