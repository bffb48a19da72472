/**
 * The catalogue's Chinese text for an answer that came without a message. The catalogue is a lazy
 * chunk (a page's first script does not carry it); when that chunk cannot load either, the
 * connection is the problem, so the player reads `offline` (the network message) instead.
 */
export async function fallbackMessage(code: number, offline: () => string): Promise<string> {
  try {
    const { messageForCode } = await import(/* webpackChunkName: "code-messages" */ '../contract/code-messages');
    return messageForCode(code);
  } catch {
    return offline();
  }
}
