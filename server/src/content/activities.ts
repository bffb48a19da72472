import type { Queryable } from '../db/database';
import { pageOffset, type PageQuery } from './paging';

export type ActivityCategory = 'sport' | 'casino' | 'deposit' | 'vip' | 'newcomer';
export type ActivityPageType =
  | 'racePage'
  | 'activityLandPage'
  | 'firstDeposit'
  | 'againDeposit'
  | 'newTask'
  | 'drawGift'
  | 'signGift'
  | 'friendInvitation'
  | 'bettingGift';

export interface ActivityRow {
  id: number;
  title: string;
  subtitle: string;
  category: ActivityCategory;
  pageType: ActivityPageType;
  startTime: Date;
  endTime: Date;
  running: boolean;
}

/**
 * Activities of a brand, running ones first, then by operator sort. `running` is computed from
 * `now` rather than stored, so an activity starts and ends on time without any job.
 */
export async function pageActivities(
  db: Queryable,
  siteId: string,
  category: ActivityCategory | 'all',
  page: PageQuery,
  now: Date,
): Promise<{ rows: ActivityRow[]; total: number }> {
  const where = `enabled and (site_id is null or site_id = $1) and ($2 = 'all' or category = $2)`;
  const [rows, count] = await Promise.all([
    db.query<ActivityRow>(
      `select id, title, subtitle, category, page_type as "pageType", start_time as "startTime", end_time as "endTime",
              (start_time <= $3 and end_time > $3) as running
         from activities where ${where}
        order by running desc, sort, id
        limit $4 offset $5`,
      [siteId, category, now, page.pageSize, pageOffset(page)],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from activities where ${where}`, [siteId, category]),
  ]);
  return { rows, total: count[0]?.total ?? 0 };
}
