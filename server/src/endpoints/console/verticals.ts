import { actorOf, type ConsoleHandlerMap } from '../../http/console/console-context';
import { listVerticalSites, switchVertical } from '../../sites/switch-vertical';
import type { ConsoleDeps } from './console-deps';

/** 版块开关 (contract console/verticals): the switches the host polls (sites/vertical-switches). */
export function consoleVerticalHandlers({ db }: ConsoleDeps) {
  return {
    consoleVerticalsList: async () => ({ sites: await listVerticalSites(db) }),

    consoleVerticalSet: async (input, ctx) => switchVertical(db, actorOf(ctx), input, ctx.now),
  } satisfies Pick<ConsoleHandlerMap, 'consoleVerticalsList' | 'consoleVerticalSet'>;
}
