import type { RouteName } from 'shared/routes';
import { routePatterns } from 'shared/routes';
import { appStore, routeTableAtom, type MemberInfo } from 'shared/state';

/** A member with nothing of the profile set yet, for the profile and security tests. */
export const newMember: MemberInfo = {
  userId: '10001',
  name: 'demo888',
  realName: '',
  phone: '',
  email: '',
  bindPhone: false,
  bindRealName: false,
  bindEmail: false,
  bindBankCard: false,
  hasSecondPassword: false,
  gender: 0,
  birthday: '',
  registerTime: '2024-03-01 12:00:00',
  avatar: '',
  vipGrade: 0,
  securityLevel: 1,
};

/** The host's route table serving `names` under /mine. */
export function serveMine(...names: RouteName[]): void {
  appStore.set(routeTableAtom, [
    { path: routePatterns.mine, name: 'mine' },
    ...names.map((name) => ({ path: routePatterns[name], name })),
    { path: '/mine/*', name: null },
  ]);
}
