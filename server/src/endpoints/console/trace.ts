import { actorOf, type ConsoleHandlerMap } from '../../http/console/console-context';
import { lookUpTrace } from '../../diagnostics/trace-findings';
import type { ConsoleDeps } from './console-deps';

/** Trace lookup, 问题查询 (contract console/trace). */
export function consoleTraceHandlers({ db, calls }: ConsoleDeps) {
  return {
    consoleTraceLookup: async (input, ctx) => {
      // This process's calls of the last few seconds are found too, not only the written ones.
      await calls?.flush();
      return lookUpTrace(db, actorOf(ctx), input.traceId, ctx.now);
    },
  } satisfies Pick<ConsoleHandlerMap, 'consoleTraceLookup'>;
}
