import { actorOf, type ConsoleHandlerMap } from '../../http/console/console-context';
import { saveSiteAccess } from '../../sites/access/save-site-access';
import { listSiteAccess } from '../../sites/access/site-access-store';
import type { ConsoleDeps } from './console-deps';

/** Site access (contract console/site-access): the settings the player API applies (sites/access). */
export function consoleSiteAccessHandlers({ db, regionHeader }: ConsoleDeps) {
  return {
    consoleSiteAccessList: async () => ({ list: await listSiteAccess(db), regionHeader: regionHeader ?? null }),

    consoleSiteAccessSave: async (input, ctx) => saveSiteAccess(db, actorOf(ctx), input, ctx.now),
  } satisfies Pick<ConsoleHandlerMap, 'consoleSiteAccessList' | 'consoleSiteAccessSave'>;
}
