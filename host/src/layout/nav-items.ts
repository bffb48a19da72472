import type { BrandConfig } from 'shared/config';
import { includesRemote } from 'shared/config';
import type { RemoteName } from 'shared/remotes';
import { hrefFor, type RouteName } from 'shared/routes';

export type NavKey = 'home' | 'sport' | 'realbet' | 'egame' | 'lottery' | 'chess' | 'gaming' | 'fish' | 'discount' | 'sponsor' | 'app' | 'customer';

/** A navigation category of SPEC §2 and what serves it: a vertical's remote, or a host page by its route name. */
export interface NavItem {
  key: NavKey;
  href: string;
  remote: RemoteName | null;
  /** A host page this category links to; the category shows only once the route table has it. */
  page?: RouteName;
}

const mainItems: readonly NavItem[] = [
  { key: 'home', href: hrefFor('home'), remote: null },
  { key: 'sport', href: hrefFor('sport'), remote: 'sports' },
  { key: 'realbet', href: hrefFor('realbet'), remote: 'casino' },
  { key: 'egame', href: hrefFor('gameegame'), remote: 'casino' },
  { key: 'lottery', href: hrefFor('lottery'), remote: 'casino' },
  { key: 'chess', href: hrefFor('chess'), remote: 'casino' },
  { key: 'gaming', href: hrefFor('gaming'), remote: 'casino' },
  { key: 'fish', href: hrefFor('gamefishing'), remote: 'casino' },
  { key: 'discount', href: hrefFor('discount'), remote: 'promotions' },
];

/** The secondary row: sponsors, the app and customer service (the help topic zxkf). */
const secondaryItems: readonly NavItem[] = [
  { key: 'sponsor', href: hrefFor('sponsor'), remote: null, page: 'sponsor' },
  { key: 'app', href: hrefFor('appdownload'), remote: null, page: 'appdownload' },
  { key: 'customer', href: hrefFor('helpTopic', { topic: 'zxkf' }), remote: null, page: 'helpTopic' },
];

function available(item: NavItem, brand: Pick<BrandConfig, 'remotes'>, routed: ReadonlySet<RouteName>): boolean {
  if (item.page && !routed.has(item.page)) return false;
  return item.remote === null || includesRemote(brand, item.remote);
}

/** Only the categories whose vertical the brand includes. */
export function navItemsFor(brand: Pick<BrandConfig, 'remotes'>): NavItem[] {
  return mainItems.filter((item) => available(item, brand, new Set()));
}

/**
 * The secondary categories whose page the route table serves for this brand. Customer service is
 * mf-chat's 在线客服 entry when the brand includes chat; the help topic link stands in otherwise.
 */
export function secondaryNavItemsFor(brand: Pick<BrandConfig, 'remotes'>, routed: ReadonlySet<RouteName>): NavItem[] {
  return secondaryItems.filter((item) => available(item, brand, routed) && !(item.key === 'customer' && includesRemote(brand, 'chat')));
}
