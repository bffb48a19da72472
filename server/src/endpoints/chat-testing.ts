import type { HandlerDeps, TestHandlerMap } from './handler-map';

/** testChatOperate: the chat operator console's actions, for tests (test mode only). */
export function chatTestHandlers({ chat }: HandlerDeps) {
  return {
    testChatOperate: async (input) => ({ affected: await chat.operate(input) }),
  } satisfies Pick<TestHandlerMap, 'testChatOperate'>;
}
