import { actorOf, type ConsoleHandlerMap } from '../../http/console/console-context';
import { issueOverride, liveOverrides, revokeOverride } from '../../delivery/remote-overrides';
import type { ConsoleDeps } from './console-deps';

/** 发布管理's developer overrides (contract console/remote-overrides, src/delivery/remote-overrides). */
export function consoleOverrideHandlers({ db, overrides }: ConsoleDeps) {
  return {
    consoleOverrideIssue: async (input, ctx) => issueOverride(db, overrides, actorOf(ctx), input),

    consoleOverrideList: async () => ({ list: await liveOverrides(db, overrides) }),

    consoleOverrideRevoke: async ({ id }, ctx) => revokeOverride(db, overrides, actorOf(ctx), id),
  } satisfies Pick<ConsoleHandlerMap, 'consoleOverrideIssue' | 'consoleOverrideList' | 'consoleOverrideRevoke'>;
}
