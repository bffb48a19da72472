import type { HandlerDeps, HandlerMap } from './handler-map';
import { requireSite } from '../sites/require-site';
import { verticalStatuses } from '../sites/vertical-switches';

/** The live vertical switches of the site (contract endpoints/site-status). */
export function siteStatusHandlers({ db }: HandlerDeps) {
  return {
    siteVerticals: async (_input, ctx) => {
      await requireSite(db, ctx.siteId);
      return { verticals: await verticalStatuses(db, ctx.siteId) };
    },
  } satisfies Pick<HandlerMap, 'siteVerticals'>;
}
