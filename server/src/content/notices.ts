import type { Queryable } from '../db/database';
import { pageOffset, type PageQuery } from './paging';

export interface NoticeRow {
  id: number;
  title: string;
  contentHtml: string;
  publishTime: Date;
}

/** Published notices of a brand, newest first; notices scheduled for later stay hidden until then. */
export async function pageNotices(
  db: Queryable,
  siteId: string,
  page: PageQuery,
  now: Date,
): Promise<{ rows: NoticeRow[]; total: number }> {
  const where = `enabled and publish_time <= $2 and (site_id is null or site_id = $1)`;
  const [rows, count] = await Promise.all([
    db.query<NoticeRow>(
      `select id, title, content_html as "contentHtml", publish_time as "publishTime"
         from notices where ${where}
        order by publish_time desc, id desc
        limit $3 offset $4`,
      [siteId, now, page.pageSize, pageOffset(page)],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from notices where ${where}`, [siteId, now]),
  ]);
  return { rows, total: count[0]?.total ?? 0 };
}
