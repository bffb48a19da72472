export { registerInstance, instanceReport } from './instances';
export type { InstanceReport } from './instances';
