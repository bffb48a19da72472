import type { RouteName, ServedRoutes } from 'shared/routes';

/**
 * The member-centre menu, in display order. Each entry is a screen of SPEC §2 and its label key
 * under `menu.`. An entry shows only once the host's route table serves its page: each page's
 * issue brings its entry back by adding the route, without touching this list.
 */
export const mineMenuItems = [
  'userinfo',
  'wallet',
  'saveMoney',
  'transferMoney',
  'takeMoney',
  'transRecord',
  'betRecord',
  'message',
  'feedback',
  'vip',
] as const satisfies readonly RouteName[];

export type MineMenuItem = (typeof mineMenuItems)[number];

/** The entries whose page is served, in display order. */
export function servedMenuItems(served: Pick<ServedRoutes, 'isServed'>): MineMenuItem[] {
  return mineMenuItems.filter((item) => served.isServed(item));
}
