import type { GradeConfigRow } from './grade-configs';
import type { MemberTotals } from './member-totals';

/**
 * The highest grade whose deposit and turnover requirements the totals both reach. Grades are
 * checked in order and the first one missed stops the climb, so a table whose requirements do not
 * rise never lets a member skip a grade they have not earned.
 */
export function reachedGrade(
  configs: readonly Pick<GradeConfigRow, 'grade' | 'depositRequiredFen' | 'turnoverRequiredFen'>[],
  totals: MemberTotals,
): number {
  let reached = 0;
  for (const config of configs) {
    if (totals.depositFen < config.depositRequiredFen || totals.turnoverFen < config.turnoverRequiredFen) break;
    reached = config.grade;
  }
  return reached;
}
