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
    registerBrandRemotes(brand, async (config) => config.remotes);
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

  it('registers the version the brand pins for this visitor in place of the brand config address', async () => {
    let answer: (entries: typeof brand.remotes) => void = () => undefined;
    registerBrandRemotes(brand, () => new Promise((resolve) => (answer = resolve)));
    const pinned = 'http://127.0.0.1:1/registry/sports/0123456789abcdef/mf-manifest.json';
    answer({ ...brand.remotes, sports: pinned });
    await new Promise((resolve) => setTimeout(resolve, 0));
    reregisterRemote(brand, 'sports');
    await federationRuntime();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_sports', entry: pinned }], { force: true });
  });
});
