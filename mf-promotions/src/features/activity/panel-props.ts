import type { ActivityConfig, ActivityDetail } from 'shared/contract';

/** What the activity page hands the panel of a page type: the activity, narrowed to that type's detail. */
export interface PanelProps<T extends ActivityDetail['pageType']> {
  activity: ActivityConfig & { detail: Extract<ActivityDetail, { pageType: T }> };
  /** The activity as the server answers it after an action (join, claim, draw). */
  onChange: (next: ActivityConfig) => void;
}

/** A member may act on an activity's page: it is running, and joined where it asks for a join (the shell says why not). */
export function canAct(activity: Pick<ActivityConfig, 'status' | 'requiresJoin' | 'joined'>): boolean {
  return activity.status === 'running' && !(activity.requiresJoin && activity.joined !== true);
}
