import { randomUUID } from 'node:crypto';
import { consoleTicketReply } from 'shared/contract/console';
import { consoleCall, consoleLoginAs, type ConsoleResult } from './console-calls';
import type { TestApp } from './test-app';

/**
 * Support's answer to a member's ticket, as the demo `support` operator sends it from the ticket
 * desk (one login per app, a fresh request id per reply).
 */
export function ticketReplier(app: () => TestApp): {
  reply: (id: number, content: string) => Promise<ConsoleResult>;
  replyOk: (id: number, content: string) => Promise<void>;
} {
  let token: Promise<string> | null = null;
  const reply = async (id: number, content: string) => {
    token ??= consoleLoginAs(app().app, 'support', new Date());
    return consoleCall(app().app, consoleTicketReply, { id, content, requestId: randomUUID() }, await token);
  };
  return {
    reply,
    replyOk: async (id, content) => {
      const { envelope } = await reply(id, content);
      if (envelope.status_code !== 6000) throw new Error(`reply answered ${envelope.status_code} ${envelope.message}`);
    },
  };
}
