export { routePatterns, hrefFor } from './paths';
export type { RouteName, RouteParams } from './paths';
export { isBlockedByDepositRule } from './rules';
export { routeMeta } from './meta';
export type { RouteMeta } from './meta';
export { locationFor, queryString } from './href';
export type { QueryInput } from './href';
export { useNavigator } from './use-navigator';
export type { Navigator } from './use-navigator';
