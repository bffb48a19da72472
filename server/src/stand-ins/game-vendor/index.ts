export { createGameVendor } from './game-vendor';
// The demo games' rules, for the seed's rounds played before the first start.
export { findFishKind, shoot } from './play/fishing';
export { spin } from './play/slot-machine';
