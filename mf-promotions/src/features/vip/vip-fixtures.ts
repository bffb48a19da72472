import { parseBrandConfig } from 'shared/config';
import type { GradeConfig } from 'shared/contract';
import { appStore, brandAtom } from 'shared/state';
import type { MemberGrade, RebateRow } from './use-vip-overview';

/** Test data for the VIP pages: three grades, the member at VIP1. */
export const grades: GradeConfig[] = [
  {
    grade: 0,
    name: 'VIP0',
    depositRequired: 0,
    turnoverRequired: 0,
    upgradeBonus: 0,
    birthdayBonus: 0,
    weeklyGift: 0,
    monthlyGift: 0,
    dailyWithdrawals: 3,
  },
  {
    grade: 1,
    name: 'VIP1',
    depositRequired: 1_000,
    turnoverRequired: 5_000,
    upgradeBonus: 18,
    birthdayBonus: 38,
    weeklyGift: 8,
    monthlyGift: 28,
    dailyWithdrawals: 5,
  },
  {
    grade: 2,
    name: 'VIP2',
    depositRequired: 10_000,
    turnoverRequired: 50_000,
    upgradeBonus: 88,
    birthdayBonus: 188,
    weeklyGift: 28,
    monthlyGift: 88,
    dailyWithdrawals: 10,
  },
];

export const member: MemberGrade = {
  grade: 1,
  name: 'VIP1',
  deposit: 2_500,
  turnover: 20_000,
  next: { grade: 2, name: 'VIP2', depositRequired: 10_000, turnoverRequired: 50_000 },
};

export const topMember: MemberGrade = { grade: 2, name: 'VIP2', deposit: 80_000, turnover: 900_000, next: null };

export const rebates: RebateRow[] = [
  { category: 'ZR', rates: [0.4, 0.6, 0.8], threshold: 100_000, limit: 500, low: 0.4, high: 0.8 },
  { category: 'TY', rates: [0.5, 0.7, 1], threshold: 200_000, limit: 1_000, low: 0.5, high: 1 },
];

/** A loaded brand with the given VIP no-save flag. */
export function setBrand(vipNoSave: boolean): void {
  const parsed = parseBrandConfig({
    brand: 't',
    siteId: '1',
    siteName: '测试',
    apiBaseUrl: 'http://127.0.0.1:1',
    chatSocketUrl: 'ws://127.0.0.1:1',
    remotes: {},
    flags: { vipNoSave },
  });
  if (!parsed.ok) throw new Error(parsed.message);
  appStore.set(brandAtom, parsed.config);
}
