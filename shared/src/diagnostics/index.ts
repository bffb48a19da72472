export { registerInstance, instanceCounts } from './instances';
