import type { SignReward } from './sign-detail';

/**
 * The reward of the n-th consecutive day: the row of that day, else the last row at or before it
 * (the last row applies to every longer streak).
 */
export function rewardForDay(rewards: readonly SignReward[], day: number): SignReward | null {
  let found: SignReward | null = null;
  for (const reward of [...rewards].sort((a, b) => a.day - b.day)) {
    if (reward.day <= day) found = reward;
  }
  return found;
}

/** The streak day today's sign counts as: the day after the streak, or the streak once signed. */
export function todaysStreakDay(streak: number, todaySigned: boolean): number {
  return todaySigned ? Math.max(1, streak) : streak + 1;
}
