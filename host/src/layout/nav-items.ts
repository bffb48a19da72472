import type { BrandConfig } from 'shared/config';
import { includesRemote } from 'shared/config';
import { hrefFor, type ServedRoutes } from 'shared/routes';

export type NavKey =
  | 'home'
  | 'sport'
  | 'realbet'
  | 'egame'
  | 'lottery'
  | 'chess'
  | 'gaming'
  | 'fish'
  | 'venture'
  | 'discount'
  | 'sponsor'
  | 'app'
  | 'customer';

/** A navigation category of SPEC §2 and the address it opens. */
export interface NavItem {
  key: NavKey;
  href: string;
}

const mainItems: readonly NavItem[] = [
  { key: 'home', href: hrefFor('home') },
  { key: 'sport', href: hrefFor('sport') },
  { key: 'realbet', href: hrefFor('realbet') },
  { key: 'egame', href: hrefFor('gameegame') },
  { key: 'lottery', href: hrefFor('lottery') },
  { key: 'chess', href: hrefFor('chess') },
  { key: 'gaming', href: hrefFor('gaming') },
  { key: 'fish', href: hrefFor('gamefishing') },
  // The agent programme follows the game verticals, as in SPEC §2's category list (venture before discount).
  { key: 'venture', href: hrefFor('venture') },
  { key: 'discount', href: hrefFor('discount') },
];

/** The secondary row: sponsors, the app and customer service (the help topic zxkf). */
const secondaryItems: readonly NavItem[] = [
  { key: 'sponsor', href: hrefFor('sponsor') },
  { key: 'app', href: hrefFor('appdownload') },
  { key: 'customer', href: hrefFor('helpTopic', { topic: 'zxkf' }) },
];

/**
 * The categories whose page the route table serves: a vertical the brand leaves out, or whose page
 * is not built yet, has no route, so its category is not offered.
 */
export function navItemsFor(served: Pick<ServedRoutes, 'isServedHref'>): NavItem[] {
  return mainItems.filter((item) => served.isServedHref(item.href));
}

/**
 * SPEC §1 skip sport: where a visit starting at the home address lands instead, the first game
 * vertical after sports that the route table serves (live casino, e-games, lottery...), or null.
 */
export function skipSportLanding(served: Pick<ServedRoutes, 'isServedHref'>): string | null {
  const games: readonly NavKey[] = ['realbet', 'egame', 'lottery', 'chess', 'gaming', 'fish'];
  return navItemsFor(served).find((item) => games.includes(item.key))?.href ?? null;
}

/**
 * The secondary categories whose page the route table serves. Customer service is mf-chat's 在线客服
 * entry when the brand includes chat; the help topic link stands in otherwise.
 */
export function secondaryNavItemsFor(
  brand: Pick<BrandConfig, 'remotes'>,
  served: Pick<ServedRoutes, 'isServedHref'>,
): NavItem[] {
  return secondaryItems.filter(
    (item) => served.isServedHref(item.href) && !(item.key === 'customer' && includesRemote(brand, 'chat')),
  );
}

/** The member's own categories of SPEC §2 (profile, vip, Welfare, message); they need a login, unlike the others. */
export type MemberNavKey = 'profile' | 'vip' | 'Welfare' | 'message';

export interface MemberNavItem {
  key: MemberNavKey;
  href: string;
}

const memberItems: readonly MemberNavItem[] = [
  { key: 'profile', href: hrefFor('userinfo') },
  { key: 'vip', href: hrefFor('vip') },
  // SPEC §2 spells the welfare category with a capital W; the key keeps its spelling.
  { key: 'Welfare', href: hrefFor('welfare') },
  { key: 'message', href: hrefFor('message') },
];

/**
 * The profile, VIP, welfare and message categories, for a logged-in member and only where the route
 * table serves their pages (/mine/userinfo, /mine/vip, /mine/welfare, /mine/message): a visitor would
 * only meet the login guard there, and a brand without promotions has no VIP or welfare page.
 */
export function memberNavItemsFor(loggedIn: boolean, served: Pick<ServedRoutes, 'isServedHref'>): MemberNavItem[] {
  if (!loggedIn) return [];
  return memberItems.filter((item) => served.isServedHref(item.href));
}
