import { describe, expect, it } from 'vitest';
import { reachedGrade } from './reached-grade';

const table = [
  { grade: 0, depositRequiredFen: 0, turnoverRequiredFen: 0 },
  { grade: 1, depositRequiredFen: 1_000_00, turnoverRequiredFen: 5_000_00 },
  { grade: 2, depositRequiredFen: 5_000_00, turnoverRequiredFen: 30_000_00 },
  { grade: 3, depositRequiredFen: 20_000_00, turnoverRequiredFen: 100_000_00 },
];

describe('reachedGrade', () => {
  it('is 0 for a new member', () => {
    expect(reachedGrade(table, { depositFen: 0, turnoverFen: 0 })).toBe(0);
  });

  it('needs both the deposit and the turnover of a grade, each reached exactly counting', () => {
    expect(reachedGrade(table, { depositFen: 1_000_00, turnoverFen: 4_999_99 })).toBe(0);
    expect(reachedGrade(table, { depositFen: 999_99, turnoverFen: 50_000_00 })).toBe(0);
    expect(reachedGrade(table, { depositFen: 1_000_00, turnoverFen: 5_000_00 })).toBe(1);
  });

  it('is the highest grade both totals reach, and the top grade beyond it', () => {
    expect(reachedGrade(table, { depositFen: 20_000_00, turnoverFen: 30_000_00 })).toBe(2);
    expect(reachedGrade(table, { depositFen: 1_000_000_00, turnoverFen: 1_000_000_00 })).toBe(3);
  });

  it('stops at the first grade missed, so a grade with lower requirements above it is not skipped to', () => {
    const uneven = [
      ...table.slice(0, 2),
      { grade: 2, depositRequiredFen: 9_000_00, turnoverRequiredFen: 0 },
      { grade: 3, depositRequiredFen: 0, turnoverRequiredFen: 0 },
    ];
    expect(reachedGrade(uneven, { depositFen: 1_000_00, turnoverFen: 5_000_00 })).toBe(1);
  });
});
