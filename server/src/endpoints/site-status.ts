import type { HandlerDeps, HandlerMap, TestHandlerMap } from './handler-map';
import { requireSite } from '../sites/require-site';
import { setVerticalSwitch, verticalStatuses } from '../sites/vertical-switches';

/** The live vertical switches of the site (contract endpoints/site-status). */
export function siteStatusHandlers({ db }: HandlerDeps) {
  return {
    siteVerticals: async (_input, ctx) => {
      await requireSite(db, ctx.siteId);
      return { verticals: await verticalStatuses(db, ctx.siteId) };
    },
  } satisfies Pick<HandlerMap, 'siteVerticals'>;
}

/** The operator console's vertical switch, for tests (test mode only). */
export function siteStatusTestHandlers({ db }: HandlerDeps) {
  return {
    testSetVertical: async (input, ctx) => {
      await requireSite(db, input.siteId);
      await setVerticalSwitch(db, input, ctx.now);
      return { state: input.state };
    },
  } satisfies Pick<TestHandlerMap, 'testSetVertical'>;
}
