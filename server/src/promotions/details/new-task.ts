import type { ActivityDetail } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { fenToYuan } from '../../wallet/money';
import type { ActivityOf } from '../activity';
import { taskProgress } from '../tasks';
import type { Viewer } from '../viewer';

export async function newTaskDetail(
  db: Queryable,
  activity: ActivityOf<'newTask'>,
  viewer: Viewer | null,
  now: Date,
): Promise<ActivityDetail> {
  const tasks = await taskProgress(db, activity, viewer?.memberId ?? null, now);
  return {
    pageType: 'newTask',
    tasks: tasks.map((task) => {
      // The turnover task counts yuan of turnover; the others are done (1) or not (0).
      const inYuan = task.key === 'turnover';
      return {
        key: task.key,
        title: task.title,
        reward: fenToYuan(task.rewardFen),
        target: inYuan ? fenToYuan(task.target) : task.target,
        progress: inYuan ? fenToYuan(task.progress) : task.progress,
        status: task.status,
      };
    }),
  };
}
