import type { ConsoleHandlerMap } from '../../http/console/console-context';
import { remoteHealth } from '../../diagnostics/remote-health';
import type { ConsoleDeps } from './console-deps';

/** 远程健康 (contract console/remote-health): remote loads as the browsers reported them. */
export function consoleRemoteHealthHandlers({ db }: ConsoleDeps) {
  return {
    consoleRemoteHealth: async (input, ctx) => {
      const sites = await db.query<{ siteId: string; name: string }>(
        `select site_id as "siteId", name from sites order by length(site_id), site_id`,
      );
      return { sites, ...(await remoteHealth(db, input, ctx.now)) };
    },
  } satisfies Pick<ConsoleHandlerMap, 'consoleRemoteHealth'>;
}
