import { parseBrandConfig, type BrandConfig } from '../config/brand';

declare const __PLATFORM_HARNESS_API__: string | undefined;

/**
 * The brand a remote's standalone harness runs with: the reference server on this machine unless
 * the dev server was started with PLATFORM_API_URL. Only the harness uses it; the host always
 * reads brand.json.
 */
export function harnessBrand(): BrandConfig {
  const api = typeof __PLATFORM_HARNESS_API__ === 'string' ? __PLATFORM_HARNESS_API__ : 'http://127.0.0.1:8090';
  const result = parseBrandConfig({
    brand: 'harness',
    siteId: '1',
    siteName: '星耀体育（开发）',
    apiBaseUrl: api,
    chatSocketUrl: api.replace(/^http/, 'ws') + '/stream',
    remotes: {},
  });
  if (!result.ok) throw new Error(`harness brand invalid: ${result.field} ${result.message}`);
  return result.config;
}
