import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteEvents } from 'shared/diagnostics';
import { contentHash, fetchManifest, IncompatibleRemoteError, unmetSharedRequirement } from './last-known-good';
import { isRemoteIncompatible } from './remote-health';

const url = 'http://127.0.0.1:28201/mf-manifest.json';
const manifest = (required: string) =>
  JSON.stringify({
    name: 'mf_casino',
    shared: [
      { name: 'react', requiredVersion: '^19.0.0' },
      { name: 'shared/ui', requiredVersion: required },
    ],
  });

const answer = (status: number, body: string) =>
  vi.fn<typeof fetch>(() => Promise.resolve(new Response(body, { status })));
const refused = () => vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));

beforeEach(() => {
  localStorage.clear();
  delete (globalThis as { __PLATFORM_REMOTE_EVENTS__?: unknown }).__PLATFORM_REMOTE_EVENTS__;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('fetchManifest', () => {
  it('passes a good manifest through and keeps it, with its hash', async () => {
    const body = manifest('^1.0.0');
    const response = await fetchManifest(url, {}, 'mf_casino', answer(200, body));
    expect(await response.text()).toBe(body);
    const saved = JSON.parse(localStorage.getItem(`platform.remote-lkg:${url}`) ?? '{}') as {
      hash?: string;
      text?: string;
    };
    expect(saved.text).toBe(body);
    expect(saved.hash).toBe(contentHash(body));
    expect(remoteEvents()).toEqual([]);
  });

  it('answers the last known good manifest when the address fails, and says so', async () => {
    const body = manifest('^1.0.0');
    await fetchManifest(url, {}, 'mf_casino', answer(200, body));
    for (const failing of [answer(500, 'Internal Server Error'), refused(), answer(200, '{not json')]) {
      const response = await fetchManifest(url, {}, 'mf_casino', failing);
      expect(await response.json()).toEqual(JSON.parse(body));
    }
    const events = remoteEvents();
    expect(events.map((e) => e.kind)).toEqual(['last-known-good', 'last-known-good', 'last-known-good']);
    expect(events[0]).toMatchObject({ remote: 'mf_casino', url, hash: contentHash(body) });
    expect(events[0]?.detail).toContain('HTTP 500');
  });

  it('fails as before when nothing worked here yet, or the kept copy was tampered with', async () => {
    await expect(fetchManifest(url, {}, 'mf_casino', answer(500, 'x'))).rejects.toThrow('HTTP 500');
    localStorage.setItem(`platform.remote-lkg:${url}`, JSON.stringify({ hash: 'deadbeef', text: manifest('^1.0.0') }));
    await expect(fetchManifest(url, {}, 'mf_casino', refused())).rejects.toThrow('Failed to fetch');
  });

  it('refuses a manifest built against a newer shared contract, without keeping it', async () => {
    await expect(fetchManifest(url, {}, 'mf_casino', answer(200, manifest('^2.0.0')))).rejects.toBeInstanceOf(
      IncompatibleRemoteError,
    );
    expect(isRemoteIncompatible('mf_casino')).toBe(true);
    expect(localStorage.getItem(`platform.remote-lkg:${url}`)).toBeNull();
    expect(remoteEvents().map((e) => e.kind)).toEqual(['incompatible']);
    // A compatible deployment clears it.
    await fetchManifest(url, {}, 'mf_casino', answer(200, manifest('^1.0.0')));
    expect(isRemoteIncompatible('mf_casino')).toBe(false);
  });
});

describe('unmetSharedRequirement', () => {
  it('reads only the shared/* entries', () => {
    expect(unmetSharedRequirement(JSON.parse(manifest('^1.0.0')))).toBeNull();
    expect(unmetSharedRequirement(JSON.parse(manifest('^2.0.0')))).toBe('^2.0.0');
    expect(unmetSharedRequirement({ shared: [{ name: 'react', requiredVersion: '^99.0.0' }] })).toBeNull();
    expect(unmetSharedRequirement(null)).toBeNull();
  });

  it('runs a remote built against a newer minor: its singletons on this host, its pure entries its own', () => {
    const skewed = (version: string, major: string) => ({
      shared: [
        { name: 'shared/state', requiredVersion: `^${major}.0.0`, singleton: true },
        { name: 'shared/format', requiredVersion: `^${version}`, singleton: false },
      ],
    });
    expect(unmetSharedRequirement(skewed('1.1.0', '1'))).toBeNull();
    expect(unmetSharedRequirement(skewed('2.0.0', '2'))).toBe('^2.0.0');
    // A singleton must be satisfied by this host itself: no fallback to the remote's own copy.
    expect(
      unmetSharedRequirement({ shared: [{ name: 'shared/i18n', requiredVersion: '^1.1.0', singleton: true }] }),
    ).toBe('^1.1.0');
  });
});
