import { pageActivities } from '../content/activities';
import { listNavigation, type NavigationRow } from '../content/navigation';
import { pageNotices } from '../content/notices';
import { artUrl } from '../static/art-url';
import { formatBeijing } from '../time/beijing';
import type { HandlerDeps, HandlerMap } from './handler-map';

type AdLink = { type: 'route'; path: string } | { type: 'url'; url: string } | { type: 'none' };

function linkOf(row: NavigationRow): AdLink {
  switch (row.linkType) {
    case 'route':
      return { type: 'route', path: row.linkValue };
    case 'url':
      return { type: 'url', url: row.linkValue };
    case 'none':
      return { type: 'none' };
  }
}

export function advertisingHandlers({ db }: HandlerDeps) {
  return {
    navigationList: async (input, ctx) => {
      const rows = await listNavigation(db, ctx.siteId, input.position);
      return {
        list: rows.map((row) => ({
          id: row.id,
          title: row.title,
          subtitle: row.subtitle,
          imageUrl: artUrl(ctx.baseUrl, 'nav', row.id),
          link: linkOf(row),
          sort: row.sort,
        })),
      };
    },

    queryNoticeListByPage: async (input, ctx) => {
      const { rows, total } = await pageNotices(db, ctx.siteId, input, ctx.now);
      return {
        list: rows.map((row) => ({
          id: row.id,
          title: row.title,
          content: row.contentHtml,
          publishTime: formatBeijing(row.publishTime),
        })),
        total,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
      };
    },

    getMyDiscountAd: async (input, ctx) => {
      const { rows, total } = await pageActivities(db, ctx.siteId, input.category, input, ctx.now);
      return {
        list: rows.map((row) => ({
          id: row.id,
          title: row.title,
          subtitle: row.subtitle,
          imageUrl: artUrl(ctx.baseUrl, 'activity', row.id),
          category: row.category,
          pageType: row.pageType,
          startTime: formatBeijing(row.startTime),
          endTime: formatBeijing(row.endTime),
          running: row.running,
        })),
        total,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
      };
    },
  } satisfies Pick<HandlerMap, 'navigationList' | 'queryNoticeListByPage' | 'getMyDiscountAd'>;
}
