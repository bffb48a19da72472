export { languageSchema, parseBrandConfig } from './brand';
export type { BrandConfig, BrandConfigInput, Language } from './brand';
export { loadBrandConfig } from './load-brand';
export { includesRemote, offersRemote } from './verticals';
export { verticalOfRoute } from './vertical-routes';
export { liveVerticalsAtom, verticalStatusOf, isVerticalOn } from './live-verticals';
export { liveBrandSchema, parseLiveBrand, liveBrandOf, overlayLiveBrand } from './live-brand';
export type { LiveBrand, LiveBrandInput, LiveBrandResult } from './live-brand';
