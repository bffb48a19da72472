import { describe, expect, it } from 'vitest';
import type { Task } from './task';
import { taskProgressText, taskRatio } from './task-progress';

const task = (over: Partial<Task>): Task => ({
  key: 'bindPhone',
  title: '绑定手机',
  reward: 8,
  target: 1,
  progress: 0,
  status: 'doing',
  ...over,
});

describe('taskRatio', () => {
  it('is the share of the target reached, capped at 1', () => {
    expect(taskRatio(task({ key: 'turnover', target: 1000, progress: 250 }))).toBe(0.25);
    expect(taskRatio(task({ key: 'turnover', target: 1000, progress: 5000 }))).toBe(1);
  });

  it('is full once the task can be claimed or was claimed, and empty with no target', () => {
    expect(taskRatio(task({ status: 'claimable', progress: 0 }))).toBe(1);
    expect(taskRatio(task({ status: 'claimed', progress: 0 }))).toBe(1);
    expect(taskRatio(task({ target: 0, progress: 0 }))).toBe(0);
  });
});

describe('taskProgressText', () => {
  it('counts steps for a binding and shows money for turnover, never past the target', () => {
    expect(taskProgressText(task({ progress: 0 }))).toEqual({ progress: '0', target: '1' });
    expect(taskProgressText(task({ key: 'turnover', target: 1000, progress: 1250.5 }))).toEqual({
      progress: '¥1,000',
      target: '¥1,000',
    });
    expect(taskProgressText(task({ key: 'firstDeposit', target: 100, progress: 50 }))).toEqual({
      progress: '¥50',
      target: '¥100',
    });
    expect(taskProgressText(task({ key: 'firstDeposit', target: 1, progress: 1 }))).toEqual({
      progress: '1',
      target: '1',
    });
  });
});
