import type { HandlerDeps, TestHandlerMap } from './handler-map';

/** testChatOutage: a restarting chat service on the process that answers (test mode only). */
export function chatTestHandlers({ chat }: HandlerDeps) {
  return {
    testChatOutage: async (input) => ({ affected: chat.outage(input.ms) }),
  } satisfies Pick<TestHandlerMap, 'testChatOutage'>;
}
