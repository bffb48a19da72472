/**
 * shared/contract/console: the operator console's API (its own prefix, roles per endpoint). Only the
 * console app, the server and their tests import this entry point; the player bundles never do.
 */
export * from './endpoint';
export * from './auth';
export * from './operators';
export * from './audit';
export * from './dashboard';
export * from './withdrawals';
export * from './members';
export * from './member-records';
export * from './site-access';
export { consoleEndpoints } from './registry';
export type { ConsoleEndpointName } from './registry';
export * from './adjustments';
export * from './deposits';
export * from './tickets';
export * from './fund-rules';
export * from './chat-moderation';
export * from './trace';
export * from './support-chat';
export * from './releases';
export * from './verticals';
export * from './remote-health';
export * from './brand-config';
export * from './remote-overrides';
