import { listHotMatches } from '../content/hot-matches';
import { listSponsorships } from '../content/sponsorships';
import { artUrl } from '../static/art-url';
import type { HandlerDeps, HandlerMap } from './handler-map';

const MINUTE_MS = 60_000;

export function contentHandlers({ db }: HandlerDeps) {
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

    hotLiveMatches: async (input, ctx) => {
      const rows = await listHotMatches(db, input.size);
      return {
        list: rows.map((row) => ({
          matchId: row.matchId,
          sportType: row.sportType,
          league: row.league,
          home: row.home,
          away: row.away,
          startTime: new Date(ctx.now.getTime() + row.kickoffOffsetMinutes * MINUTE_MS).toISOString(),
          isLive: row.isLive,
          scoreHome: row.scoreHome,
          scoreAway: row.scoreAway,
          // A market is open only with both sides priced; the draw stays null for sports without one.
          odds: row.oddsHome === null || row.oddsAway === null ? null : { home: row.oddsHome, draw: row.oddsDraw, away: row.oddsAway },
        })),
      };
    },
  } satisfies Pick<HandlerMap, 'sponsorContent' | 'hotLiveMatches'>;
}
