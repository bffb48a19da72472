import type { RouteName } from 'shared/routes';

/**
 * The member-centre menu, in display order. Each entry is a screen of SPEC §2 and its label key
 * under `menu.`; the pages themselves arrive in later issues (not-found until then).
 */
export const mineMenuItems = ['userinfo', 'wallet', 'transRecord', 'betRecord', 'message', 'feedback', 'vip'] as const satisfies readonly RouteName[];

export type MineMenuItem = (typeof mineMenuItems)[number];
