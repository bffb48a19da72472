import { describe, expect, it } from 'vitest';
import { rewardForDay, todaysStreakDay } from './reward-for-day';

const rewards = [
  { day: 3, amount: 8 },
  { day: 1, amount: 2 },
  { day: 7, amount: 88 },
];

describe('rewardForDay', () => {
  it('answers the row of the day, the last row before it, or the last row past the table', () => {
    expect(rewardForDay(rewards, 1)?.amount).toBe(2);
    expect(rewardForDay(rewards, 2)?.amount).toBe(2);
    expect(rewardForDay(rewards, 3)?.amount).toBe(8);
    expect(rewardForDay(rewards, 30)?.amount).toBe(88);
  });

  it('answers nothing before the first row', () => {
    expect(rewardForDay([{ day: 2, amount: 5 }], 1)).toBeNull();
  });
});

describe('todaysStreakDay', () => {
  it('counts today as the next day of the streak until it is signed', () => {
    expect(todaysStreakDay(0, false)).toBe(1);
    expect(todaysStreakDay(4, false)).toBe(5);
    expect(todaysStreakDay(5, true)).toBe(5);
  });
});
