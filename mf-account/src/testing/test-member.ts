import type { RouteName } from 'shared/routes';
import { routePatterns } from 'shared/routes';
import { appStore, routeTableAtom, type MemberInfo } from 'shared/state';
import { fakeMember } from 'shared/testing/fake-member';

/** A member with nothing of the profile set yet, for the profile and security tests. */
export const newMember: MemberInfo = fakeMember();

/** The host's route table serving `names` under /mine. */
export function serveMine(...names: RouteName[]): void {
  appStore.set(routeTableAtom, [
    { path: routePatterns.mine, name: 'mine' },
    ...names.map((name) => ({ path: routePatterns[name], name })),
    { path: '/mine/*', name: null },
  ]);
}
