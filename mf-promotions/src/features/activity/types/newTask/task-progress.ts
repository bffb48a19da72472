import { formatMoney } from 'shared/format';
import type { Task } from './task';

/** How far a task is, 0 to 1; a claimable or claimed task is complete whatever the counters say. */
export function taskRatio(task: Task): number {
  if (task.status !== 'doing') return 1;
  if (task.target <= 0) return 0;
  return Math.min(1, Math.max(0, task.progress / task.target));
}

/**
 * The counters as the member reads them: turnover (and a first deposit with a minimum amount) are
 * money, the binding and first-bet tasks count steps (0/1).
 */
export function taskProgressText(task: Task): { progress: string; target: string } {
  const progress = Math.min(task.progress, task.target);
  const money = task.key === 'turnover' || (task.key === 'firstDeposit' && task.target > 1);
  return money
    ? { progress: formatMoney(progress), target: formatMoney(task.target) }
    : { progress: String(progress), target: String(task.target) };
}
