export { routePatterns, hrefFor } from './paths';
export type { RouteName, RouteParams } from './paths';
export { isBlockedByDepositRule } from './rules';
