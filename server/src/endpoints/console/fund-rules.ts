import { actorOf, type ConsoleHandlerMap } from '../../http/console/console-context';
import { listVenueTesting, setVenueTesting } from '../../games/venue-testing';
import { listFundRules } from '../../sites/fund-rules/fund-rules-store';
import { saveFundRules } from '../../sites/fund-rules/save-fund-rules';
import type { ConsoleDeps } from './console-deps';

/** Fund safety rules and venue testing (contract console/fund-rules), applied by the player API. */
export function consoleFundRuleHandlers({ db }: ConsoleDeps) {
  return {
    consoleFundRulesList: async () => ({ list: await listFundRules(db) }),

    consoleFundRulesSave: async (input, ctx) => saveFundRules(db, actorOf(ctx), input, ctx.now),

    consoleVenueList: async () => ({ list: await listVenueTesting(db) }),

    consoleVenueSetTesting: async (input, ctx) => setVenueTesting(db, actorOf(ctx), input, ctx.now),
  } satisfies Pick<
    ConsoleHandlerMap,
    'consoleFundRulesList' | 'consoleFundRulesSave' | 'consoleVenueList' | 'consoleVenueSetTesting'
  >;
}
