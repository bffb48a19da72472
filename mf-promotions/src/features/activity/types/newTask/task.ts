import type { ActivityDetail } from 'shared/contract';

/** One task of a newTask activity, as promotion/config answers it. */
export type Task = Extract<ActivityDetail, { pageType: 'newTask' }>['tasks'][number];
export type TaskKey = Task['key'];
