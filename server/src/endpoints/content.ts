import { listSponsorships } from '../content/sponsorships';
import { hotMatchesOf } from '../sports/book/hot-matches';
import { artUrl } from '../static/art-url';
import type { HandlerDeps, HandlerMap } from './handler-map';

export function contentHandlers({ db, sports }: HandlerDeps) {
  return {
    sponsorContent: async (_input, ctx) => {
      const rows = await listSponsorships(db, ctx.siteId);
      return {
        list: rows.map((row) => ({
          id: row.id,
          title: row.title,
          partner: row.partner,
          period: row.period,
          imageUrl: artUrl(ctx.baseUrl, 'sponsor', row.id),
          content: row.contentHtml,
        })),
      };
    },

    // The live sports book as the engine left it at this moment (sports/book/hot-matches).
    hotLiveMatches: async (input, ctx) => ({ list: hotMatchesOf(sports.book, input.size, ctx.now) }),
  } satisfies Pick<HandlerMap, 'sponsorContent' | 'hotLiveMatches'>;
}
