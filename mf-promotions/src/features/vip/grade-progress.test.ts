import { describe, expect, it } from 'vitest';
import { progressTo } from './grade-progress';

describe('progressTo', () => {
  it('tells the share done and the amount still needed', () => {
    expect(progressTo(2_500, 10_000)).toEqual({ percent: 25, remaining: 7_500, reached: false });
  });

  it('never shows a full bar before the requirement is met', () => {
    expect(progressTo(9_999.99, 10_000)).toEqual({ percent: 99, remaining: 0.01, reached: false });
  });

  it('is full and needs nothing once the requirement is met or passed', () => {
    expect(progressTo(10_000, 10_000)).toEqual({ percent: 100, remaining: 0, reached: true });
    expect(progressTo(25_000, 10_000)).toEqual({ percent: 100, remaining: 0, reached: true });
  });

  it('treats a missing or negative total as nothing done, and a zero requirement as met', () => {
    expect(progressTo(-50, 1_000)).toEqual({ percent: 0, remaining: 1_000, reached: false });
    expect(progressTo(Number.NaN, 1_000)).toEqual({ percent: 0, remaining: 1_000, reached: false });
    expect(progressTo(0, 0)).toEqual({ percent: 100, remaining: 0, reached: true });
  });

  it('leaves no binary noise in the amount still needed', () => {
    expect(progressTo(0.1 + 0.2, 1)).toEqual({ percent: 30, remaining: 0.7, reached: false });
  });
});
