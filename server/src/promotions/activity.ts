import { ResponseCode } from 'shared/contract';
import type { ActivityCategory, ActivityPageType } from '../content/activities';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { parseActivityConfig, type ActivityConfigs } from './activity-config';

export type ActivityStatus = 'upcoming' | 'running' | 'ended';

interface ActivityBase {
  id: number;
  siteId: string | null;
  title: string;
  subtitle: string;
  category: ActivityCategory;
  startTime: Date;
  endTime: Date;
  rules: string[];
  requiresJoin: boolean;
}

/** An activity with its settings typed by page type: `switch (activity.pageType)` narrows `config`. */
export type Activity = {
  [P in ActivityPageType]: ActivityBase & { pageType: P; config: ActivityConfigs[P] };
}[ActivityPageType];
export type ActivityOf<P extends ActivityPageType> = Extract<Activity, { pageType: P }>;

interface ActivityRow extends ActivityBase {
  pageType: ActivityPageType;
  config: unknown;
}

const COLUMNS = `id, site_id as "siteId", title, subtitle, category, page_type as "pageType", start_time as "startTime",
  end_time as "endTime", rules, requires_join as "requiresJoin", config`;

function toActivity(row: ActivityRow): Activity {
  const base = { ...row, startTime: new Date(row.startTime), endTime: new Date(row.endTime) };
  // The cast joins what TypeScript cannot see: parseActivityConfig checked config against this very pageType.
  return { ...base, config: parseActivityConfig(row.pageType, row.config) } as Activity;
}

/** Shown on the brand: enabled and for every brand or this one. */
const VISIBLE = `enabled and (site_id is null or site_id = $2)`;

/** The activity of this brand; 6004 when there is none (or it is another brand's or switched off). */
export async function requireActivity(db: Queryable, id: number, siteId: string): Promise<Activity> {
  const rows = await db.query<ActivityRow>(`select ${COLUMNS} from activities where id = $1 and ${VISIBLE}`, [
    id,
    siteId,
  ]);
  const row = rows[0];
  if (row === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '活动不存在或已下线');
  return toActivity(row);
}

/** The brand's activities of a page type running at `now`, in the activity centre's order. */
export async function runningActivities<P extends ActivityPageType>(
  db: Queryable,
  pageType: P,
  siteId: string,
  now: Date,
): Promise<ActivityOf<P>[]> {
  const rows = await db.query<ActivityRow>(
    `select ${COLUMNS} from activities where page_type = $1 and ${VISIBLE} and start_time <= $3 and end_time > $3 order by sort, id`,
    [pageType, siteId, now],
  );
  return rows.map((row) => toActivity(row) as ActivityOf<P>);
}

/**
 * Races of every brand whose end has passed and whose prizes were not paid yet (race_settlements,
 * migration 019), oldest end first. Switched-off races are left alone.
 */
export async function endedUnsettledRaces(db: Queryable, now: Date): Promise<ActivityOf<'racePage'>[]> {
  const rows = await db.query<ActivityRow>(
    `select ${COLUMNS} from activities a
      where page_type = 'racePage' and enabled and end_time <= $1
        and not exists (select 1 from race_settlements s where s.activity_id = a.id)
      order by end_time, id`,
    [now],
  );
  return rows.map((row) => toActivity(row) as ActivityOf<'racePage'>);
}

export function statusOf(activity: Activity, now: Date): ActivityStatus {
  if (now < activity.startTime) return 'upcoming';
  return now < activity.endTime ? 'running' : 'ended';
}

/**
 * The exclusive end of what counts so far: the window's end, or just after now while it runs. Windows
 * are half-open, so a bet written in the very millisecond a page is read still counts on that page.
 */
export function countedUntil(activity: Activity, now: Date): Date {
  return now < activity.endTime ? justAfter(now) : activity.endTime;
}

/** The exclusive bound that takes in everything written up to and including `now`. */
export function justAfter(now: Date): Date {
  return new Date(now.getTime() + 1);
}
