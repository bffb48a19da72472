export { parseBrandConfig } from './brand';
export type { BrandConfig, BrandConfigInput, Language } from './brand';
export { loadBrandConfig } from './load-brand';
export { includesRemote } from './verticals';
