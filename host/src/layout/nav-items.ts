import type { BrandConfig } from 'shared/config';
import { includesRemote } from 'shared/config';
import type { RemoteName } from 'shared/remotes';
import { hrefFor } from 'shared/routes';

/** A navigation category of SPEC §2 and the vertical that serves it (none for the shell's own pages). */
export interface NavItem {
  key: 'home' | 'sport' | 'realbet' | 'egame' | 'lottery' | 'chess' | 'gaming' | 'fish' | 'discount';
  href: string;
  remote: RemoteName | null;
}

const allItems: readonly NavItem[] = [
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

/** Only the categories whose vertical the brand includes. */
export function navItemsFor(brand: Pick<BrandConfig, 'remotes'>): NavItem[] {
  return allItems
    .filter((item) => item.remote === null || includesRemote(brand, item.remote));
}
