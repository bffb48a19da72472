import { act, render, screen } from '@testing-library/react';
import { PlatformProviders } from 'shared/ui';
import '../setup';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteEvents } from 'shared/diagnostics';
import { testBrand } from '../testing/test-brand';
import { DeveloperOverrideNotice } from './DeveloperOverrideNotice';
import { heldOverrideToken, setActiveOverride } from './developer-override';
import { resolveRemoteEntries } from './resolve-remotes';

const brand = testBrand({
  apiBaseUrl: 'http://127.0.0.1:8090',
  remotes: {
    casino: 'http://127.0.0.1:8083/mf-manifest.json',
    promotions: 'http://127.0.0.1:8085/mf-manifest.json',
  },
});
const override = {
  remote: 'promotions',
  address: 'http://127.0.0.1:4999/mf-manifest.json',
  expiresAt: '2026-11-28T10:15:00.000Z',
  version: 'override',
} as const;

const answering = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  localStorage.clear();
  setActiveOverride(null);
});

describe('a developer override held by this browser', () => {
  it('reads the token from the cookie, and nothing from an empty or foreign one', () => {
    expect(heldOverrideToken('a=1; platform_override=abc.def; b=2')).toBe('abc.def');
    expect(heldOverrideToken('platform_override=')).toBeNull();
    expect(heldOverrideToken('other_override=abc')).toBeNull();
  });

  it('sends the token with the start-up call and loads the granted remote from its address, this load only', async () => {
    const fetcher = answering({ remotes: {}, override });
    const entries = await resolveRemoteEntries(brand, fetcher, 'v1', () => 'tok.sig');
    expect(String(fetcher.mock.calls[0]?.[0])).toBe(
      'http://127.0.0.1:8090/site/api/v1/delivery/remotes?site=1&visitor=v1&override=tok.sig',
    );
    expect(entries).toEqual({ ...brand.remotes, promotions: override.address });

    // The fallback map never carries it: a failed call later runs the normal remotes.
    const offline = vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await resolveRemoteEntries(brand, offline, 'v1', () => 'tok.sig')).toEqual(brand.remotes);
    expect(remoteEvents().at(-1)?.url).not.toContain('tok.sig');
  });

  it('without a token nothing is sent, and an answer without an override shows no banner', async () => {
    const fetcher = answering({ remotes: {} });
    await resolveRemoteEntries(brand, fetcher, 'v2', () => null);
    expect(String(fetcher.mock.calls[0]?.[0])).not.toContain('override');
    render(
      <PlatformProviders>
        <DeveloperOverrideNotice />
      </PlatformProviders>,
    );
    expect(screen.queryByTestId('developer-override-banner')).toBeNull();
  });

  it('the banner names the remote, the address and the expiry, and its button ends the override', async () => {
    render(
      <PlatformProviders>
        <DeveloperOverrideNotice />
      </PlatformProviders>,
    );
    await act(async () => {
      await resolveRemoteEntries(brand, answering({ remotes: {}, override }), 'v3', () => 'tok.sig');
    });
    const banner = screen.getByTestId('developer-override-banner');
    expect(banner.textContent).toContain('优惠模块');
    expect(banner.textContent).toContain(override.address);
    expect(banner.textContent).toContain('2026-11-28 18:15:00');
    document.cookie = 'platform_override=tok.sig; Path=/';
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      screen.getByRole('button', { name: '结束覆盖' }).click();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(heldOverrideToken()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
