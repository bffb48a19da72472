import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testBrand } from '../testing/test-brand';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('./federation-instance', () => runtime);

const { federationRuntime, registerBrandRemotes, reregisterRemote } = await import('./register-remotes');

const brand = testBrand({
  remotes: { sports: 'http://127.0.0.1:2/mf-manifest.json', chat: 'http://127.0.0.1:3/mf-manifest.json' },
});

beforeEach(() => runtime.registerRemotes.mockReset());

describe('the brand’s remotes and the federation runtime', () => {
  it('registers nothing until a page first needs a remote, then the brand’s remotes once', async () => {
    registerBrandRemotes(brand);
    reregisterRemote(brand, 'sports');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([federationRuntime(), federationRuntime()]);
    expect(first).toBe(second);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_sports', entry: 'http://127.0.0.1:2/mf-manifest.json' },
      { name: 'mf_chat', entry: 'http://127.0.0.1:3/mf-manifest.json' },
    ]);
  });

  it('registers a failed remote afresh before the retry loads it', async () => {
    await federationRuntime();
    reregisterRemote(brand, 'chat');
    await federationRuntime();
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_chat', entry: 'http://127.0.0.1:3/mf-manifest.json' }],
      { force: true },
    );
    reregisterRemote(brand, 'casino');
    await federationRuntime();
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });
});
