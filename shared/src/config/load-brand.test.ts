import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBrandConfig } from './load-brand';

const valid = {
  brand: 'default',
  siteId: '1',
  siteName: '星耀体育',
  apiBaseUrl: 'http://127.0.0.1:8090',
  chatSocketUrl: 'ws://127.0.0.1:8090/stream',
  remotes: {},
};

afterEach(() => vi.restoreAllMocks());

describe('loadBrandConfig with a request the page started', () => {
  it('reads that answer and asks for nothing more', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const result = await loadBrandConfig(undefined, Promise.resolve(new Response(JSON.stringify(valid))));
    expect(result.ok && result.config.siteName).toBe('星耀体育');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('names the file when that request failed', async () => {
    const result = await loadBrandConfig(undefined, Promise.reject(new TypeError('offline')));
    expect(result).toMatchObject({ ok: false, field: 'brand.json' });
  });
});
