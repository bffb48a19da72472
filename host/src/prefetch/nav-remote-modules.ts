import type { RemoteModuleKey } from 'shared/remotes';
import type { NavKey } from '../layout/nav-items';

/**
 * The remote module each navigation category opens (as the route table mounts it): what a hover,
 * a focus or an idle moment prefetches. Categories the host draws itself have none.
 */
export const navRemoteModules: Readonly<Partial<Record<NavKey, RemoteModuleKey>>> = {
  sport: 'sports/SportsVenuePage',
  realbet: 'casino/VenueListPage',
  egame: 'casino/GameCataloguePage',
  lottery: 'casino/VenueListPage',
  chess: 'casino/VenueListPage',
  gaming: 'casino/VenueListPage',
  fish: 'casino/GameCataloguePage',
  venture: 'promotions/AgentPage',
  discount: 'promotions/DiscountPage',
};
