import { ResponseCode } from 'shared/contract';
import { DomainError } from '../domain/domain-error';
import { formatBeijing } from '../time/beijing';
import type { HandlerDeps, TestHandlerMap } from './handler-map';

/** testAdvanceClock: moves the test server's clock forward; a server without an adjustable clock answers 6004. */
export function clockTestHandlers({ advanceClock }: HandlerDeps) {
  return {
    testAdvanceClock: async (input) => {
      if (advanceClock === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '此服务器的时钟不可调整');
      return { now: formatBeijing(advanceClock(input.ms)) };
    },
  } satisfies Pick<TestHandlerMap, 'testAdvanceClock'>;
}
