import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBrandConfig, type BrandConfig } from 'shared/config';

const fetchEndpoint = vi.fn();
const queueDiagnostic = vi.fn();
vi.mock('shared/query', () => ({ fetchEndpoint }));
vi.mock('shared/diagnostics', () => ({ queueDiagnostic }));

const { withLiveBrand } = await import('./live-brand');

function fileBrand(): BrandConfig {
  const parsed = parseBrandConfig({
    brand: 'default',
    siteId: '1',
    siteName: '星耀体育',
    apiBaseUrl: 'http://127.0.0.1:8090',
    chatSocketUrl: 'ws://127.0.0.1:8090/stream',
    remotes: {
      sports: 'http://127.0.0.1:8101/mf-manifest.json',
      casino: 'http://127.0.0.1:8102/mf-manifest.json',
    },
    flags: { depositEnabled: true },
  });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.config;
}

beforeEach(() => {
  fetchEndpoint.mockReset();
  queueDiagnostic.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the live brand config over brand.json', () => {
  it('takes the live texts, flags and included remotes, keeping the deployment addresses', async () => {
    fetchEndpoint.mockResolvedValue({
      version: 4,
      config: { siteName: '星耀体育·周年庆', flags: { depositEnabled: false }, remotes: ['sports', 'wallet'] },
    });
    const brand = await withLiveBrand(fileBrand());
    expect(brand.siteName).toBe('星耀体育·周年庆');
    expect(brand.flags.depositEnabled).toBe(false);
    // casino left out; wallet has no address in this deployment, so it stays out.
    expect(brand.remotes).toEqual({ sports: 'http://127.0.0.1:8101/mf-manifest.json' });
    expect(brand.apiBaseUrl).toBe('http://127.0.0.1:8090');
    expect(queueDiagnostic).not.toHaveBeenCalled();
  });

  it("keeps the file's config and reports it when the call fails", async () => {
    fetchEndpoint.mockRejectedValue(new Error('网络错误'));
    expect(await withLiveBrand(fileBrand())).toEqual(fileBrand());
    expect(queueDiagnostic).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'error', source: 'brand-config', message: expect.stringContaining('网络错误') }),
    );
  });

  it("keeps the file's config and names the field when the stored config does not parse", async () => {
    fetchEndpoint.mockResolvedValue({ version: 7, config: { siteName: '', remotes: [] } });
    expect(await withLiveBrand(fileBrand())).toEqual(fileBrand());
    expect(queueDiagnostic).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('v7 不正确（siteName') }),
    );
  });

  it("uses the file's config as it is when the site has no stored config", async () => {
    fetchEndpoint.mockResolvedValue({ version: null, config: null });
    expect(await withLiveBrand(fileBrand())).toEqual(fileBrand());
    expect(queueDiagnostic).not.toHaveBeenCalled();
  });
});
