import type { RouteName, ServedRoutes } from 'shared/routes';

/**
 * The member-centre menu, in display order. Each entry is a screen of SPEC §2 and its label key
 * under `menu.`. An entry shows only when the host's route table serves its page, so a brand or
 * build without a page has no dead link in the menu.
 */
export const mineMenuItems = [
  'userinfo',
  'auth',
  'wallet',
  'saveMoney',
  'transferMoney',
  'takeMoney',
  'exchange',
  'transRecord',
  'betRecord',
  'giftRecord',
  'message',
  'feedback',
  'introTutorial',
  'responsible',
  'vip',
  'welfare',
] as const satisfies readonly RouteName[];

export type MineMenuItem = (typeof mineMenuItems)[number];

/** The entries whose page is served, in display order. */
export function servedMenuItems(served: Pick<ServedRoutes, 'isServed'>): MineMenuItem[] {
  return mineMenuItems.filter((item) => served.isServed(item));
}

/** The entries that carry an unread badge, and which count they show. */
export interface MenuBadges {
  /** The letters' unread total (SPEC §3). */
  message: number;
  /** Support replies not opened yet (feedbackUnreadNum). */
  feedback: number;
  /** Rewards waiting to be claimed on 福利中心 (welfareList). */
  welfare: number;
}

/** The badge beside an entry, or 0 for none. */
export function badgeFor(item: MineMenuItem, badges: MenuBadges): number {
  if (item === 'message') return badges.message;
  if (item === 'feedback') return badges.feedback;
  if (item === 'welfare') return badges.welfare;
  return 0;
}

/** The accessible name of an entry's badge: what its number counts. */
export function badgeLabelKey(item: MineMenuItem): 'menu.unread' | 'menu.feedbackUnread' | 'menu.welfareWaiting' {
  if (item === 'feedback') return 'menu.feedbackUnread';
  if (item === 'welfare') return 'menu.welfareWaiting';
  return 'menu.unread';
}
