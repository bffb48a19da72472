import type { ActivityDetail } from 'shared/contract';
import type { ActivityOf } from '../activity';

export function landDetail(activity: ActivityOf<'activityLandPage'>): ActivityDetail {
  return { pageType: 'activityLandPage', contentHtml: activity.config.contentHtml };
}
