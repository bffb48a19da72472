import type { Queryable } from '../db/database';

/** One grade of the table (migration 017), amounts in fen. */
export interface GradeConfigRow {
  grade: number;
  name: string;
  depositRequiredFen: number;
  turnoverRequiredFen: number;
  upgradeBonusFen: number;
  birthdayBonusFen: number;
  weeklyGiftFen: number;
  monthlyGiftFen: number;
  /** What a Beijing week's deposits and turnover must reach for the weekly gift (vipWeekInfo). */
  weekDepositRequiredFen: number;
  weekTurnoverRequiredFen: number;
  dailyWithdrawals: number;
}

/** Every grade, lowest first; grade 0 is always there (the migration's table starts at it). */
export async function gradeConfigs(db: Queryable): Promise<GradeConfigRow[]> {
  const rows = await db.query<GradeConfigRow>(
    `select grade, name, deposit_required_fen as "depositRequiredFen", turnover_required_fen as "turnoverRequiredFen",
            upgrade_bonus_fen as "upgradeBonusFen", birthday_bonus_fen as "birthdayBonusFen",
            weekly_gift_fen as "weeklyGiftFen", monthly_gift_fen as "monthlyGiftFen",
            week_deposit_required_fen as "weekDepositRequiredFen", week_turnover_required_fen as "weekTurnoverRequiredFen",
            daily_withdrawals as "dailyWithdrawals"
       from vip_grades order by grade`,
  );
  if (rows[0]?.grade !== 0) throw new Error('the VIP grade table has no grade 0 (migration 017)');
  return rows;
}

/** The config of `grade`, or of the highest grade below it when the table was shortened since. */
export function configOf(configs: readonly GradeConfigRow[], grade: number): GradeConfigRow {
  const found = configs.filter((c) => c.grade <= grade).at(-1) ?? configs[0];
  if (found === undefined) throw new Error('the VIP grade table is empty');
  return found;
}
