import type { HandlerDeps, HandlerMap } from './handler-map';
import { requireSite } from '../sites/require-site';
import { verticalStatuses } from '../sites/vertical-switches';
import { latestBrandConfig } from '../sites/brand-config/brand-config-store';

/** The site's live switches and brand configuration (contract endpoints/site-status, brand-config). */
export function siteStatusHandlers({ db }: HandlerDeps) {
  return {
    siteVerticals: async (_input, ctx) => {
      await requireSite(db, ctx.siteId);
      return { verticals: await verticalStatuses(db, ctx.siteId) };
    },
    siteBrandConfig: async (_input, ctx) => {
      await requireSite(db, ctx.siteId);
      const latest = await latestBrandConfig(db, ctx.siteId);
      return { version: latest?.version ?? null, config: latest?.config ?? null };
    },
  } satisfies Pick<HandlerMap, 'siteVerticals' | 'siteBrandConfig'>;
}
