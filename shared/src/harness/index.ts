export { mountHarness } from './mount-harness';
