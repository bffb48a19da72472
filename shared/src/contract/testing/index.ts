/**
 * shared/contract/testing: the test-only endpoints (codes "sent", captcha answers, driving the
 * simulated sports book) and their registry. Only the server in test mode, its tests and the e2e
 * suite import this entry point; the production contract (shared/contract) does not list them.
 */
export * from './endpoints';
export * from './deposits';
export * from './clock';
export * from './chat';
export { testEndpoints } from './registry';
export type { TestEndpointName } from './registry';
