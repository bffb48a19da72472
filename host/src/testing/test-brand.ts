// Test helper: a valid brand config for the host's unit tests, parsed through the real schema.
import { parseBrandConfig, type BrandConfig, type BrandConfigInput } from 'shared/config';

/** The test brand, with the fields a test cares about (its remotes, mostly) overridden. */
export function testBrand(overrides: Partial<BrandConfigInput> = {}): BrandConfig {
  const result = parseBrandConfig({
    brand: 'test',
    siteId: '1',
    siteName: '星耀体育',
    apiBaseUrl: 'http://127.0.0.1:8090',
    chatSocketUrl: 'ws://127.0.0.1:8090/stream',
    remotes: {},
    ...overrides,
  });
  if (!result.ok) throw new Error(`test brand invalid: ${result.field}`);
  return result.config;
}
