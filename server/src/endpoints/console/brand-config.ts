import { actorOf, type ConsoleHandlerMap } from '../../http/console/console-context';
import { brandConfigHistory, brandConfigSites } from '../../sites/brand-config/brand-config-store';
import { rollBackBrandConfig, saveBrandConfig } from '../../sites/brand-config/save-brand-config';
import type { ConsoleDeps } from './console-deps';

/** 品牌配置 (contract console/brand-config): the live brand configurations, versioned. */
export function consoleBrandConfigHandlers({ db }: ConsoleDeps) {
  return {
    consoleBrandConfigs: async () => ({ sites: await brandConfigSites(db) }),
    consoleBrandConfigHistory: async (input) => ({ versions: await brandConfigHistory(db, input.siteId) }),
    consoleBrandConfigSave: async (input, ctx) => saveBrandConfig(db, actorOf(ctx), input, ctx.now),
    consoleBrandConfigRollback: async (input, ctx) => rollBackBrandConfig(db, actorOf(ctx), input, ctx.now),
  } satisfies Pick<
    ConsoleHandlerMap,
    'consoleBrandConfigs' | 'consoleBrandConfigHistory' | 'consoleBrandConfigSave' | 'consoleBrandConfigRollback'
  >;
}
