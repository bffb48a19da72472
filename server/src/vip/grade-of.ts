import type { Queryable } from '../db/database';
import { configOf, gradeConfigs, type GradeConfigRow } from './grade-configs';
import { memberTotals, type MemberTotals } from './member-totals';

export interface MemberGrade extends MemberTotals {
  grade: number;
  config: GradeConfigRow;
  /** The grade above, null at the top. */
  next: GradeConfigRow | null;
}

/**
 * The member's grade as recorded (members.vip_grade, kept in step by recomputeGrade after every
 * deposit and bet, and never lowered), with the lifetime totals it is measured by. Null when the
 * member does not exist.
 */
export async function gradeOf(db: Queryable, memberId: number): Promise<MemberGrade | null> {
  const [members, configs, totals] = await Promise.all([
    db.query<{ grade: number }>('select vip_grade as grade from members where id = $1', [memberId]),
    gradeConfigs(db),
    memberTotals(db, memberId),
  ]);
  const recorded = members[0]?.grade;
  if (recorded === undefined) return null;
  const config = configOf(configs, recorded);
  return { grade: config.grade, config, next: configs.find((c) => c.grade > config.grade) ?? null, ...totals };
}
