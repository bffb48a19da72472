export { brandConfigSchema, parseBrandConfig, languageSchema } from './brand';
export type { BrandConfig, BrandConfigInput, BrandConfigResult, Language } from './brand';
export { brandFlagsSchema, buildTimeFlags, fallbackFlags } from './flags';
export type { BrandFlags } from './flags';
export { loadBrandConfig, BRAND_CONFIG_FILE } from './load-brand';
export { includesRemote } from './verticals';
