export { mountHarness } from './mount-harness';
export { harnessBrand } from './harness-brand';
