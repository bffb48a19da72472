import type { ActivityConfig } from 'shared/contract';
import type { Queryable } from '../db/database';
import { artUrl } from '../static/art-url';
import { formatBeijing } from '../time/beijing';
import { statusOf, type Activity } from './activity';
import { activityDetail } from './detail';
import { joinedAt } from './joins';
import type { Viewer } from './viewer';

/** promotion/config's answer: the activity, its status by the clock, the viewer's join and the page's detail. */
export async function presentActivity(
  db: Queryable,
  activity: Activity,
  viewer: Viewer | null,
  baseUrl: string,
  now: Date,
): Promise<ActivityConfig> {
  const [joined, detail] = await Promise.all([
    viewer === null ? Promise.resolve(null) : joinedAt(db, viewer.memberId, activity.id),
    activityDetail(db, activity, viewer, now),
  ]);
  return {
    id: activity.id,
    title: activity.title,
    subtitle: activity.subtitle,
    imageUrl: artUrl(baseUrl, 'activity', activity.id),
    category: activity.category,
    pageType: activity.pageType,
    startTime: formatBeijing(activity.startTime),
    endTime: formatBeijing(activity.endTime),
    status: statusOf(activity, now),
    rules: activity.rules,
    requiresJoin: activity.requiresJoin,
    joined: viewer === null ? null : joined !== null,
    detail,
  };
}
