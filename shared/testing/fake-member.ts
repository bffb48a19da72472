import type { MemberInfo } from '../src/state/index';

/**
 * A member profile for component tests: demo888 with nothing bound (no real name, phone, e-mail,
 * card or withdraw password), VIP0, security level 1; `overrides` set what a test needs.
 */
export function fakeMember(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
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
    ...overrides,
  };
}
