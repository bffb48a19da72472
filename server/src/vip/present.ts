import type { GradeConfig } from 'shared/contract';
import { fenToYuan } from '../wallet/money';
import type { GradeConfigRow } from './grade-configs';

/** A grade as the contract carries it, amounts in yuan. */
export function presentGrade(row: GradeConfigRow): GradeConfig {
  return {
    grade: row.grade,
    name: row.name,
    depositRequired: fenToYuan(row.depositRequiredFen),
    turnoverRequired: fenToYuan(row.turnoverRequiredFen),
    upgradeBonus: fenToYuan(row.upgradeBonusFen),
    birthdayBonus: fenToYuan(row.birthdayBonusFen),
    weeklyGift: fenToYuan(row.weeklyGiftFen),
    monthlyGift: fenToYuan(row.monthlyGiftFen),
    dailyWithdrawals: row.dailyWithdrawals,
  };
}
