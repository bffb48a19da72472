import { agentsOnDuty, beat } from '../../chat/support-desk/duty';
import { claimChat, closeChat, handOverChat, setDuty } from '../../chat/support-desk/desk-actions';
import {
  chatTraces,
  chatsHeldBy,
  findSupportChat,
  supportChatView,
  waitingChats,
} from '../../chat/support-desk/support-chats';
import { actorOf, requireOperator, type ConsoleHandlerMap } from '../../http/console/console-context';
import type { Queryable } from '../../db/database';
import type { ConsoleDeps } from './console-deps';

async function firstSiteId(db: Queryable): Promise<string> {
  const rows = await db.query<{ siteId: string }>(`select site_id as "siteId" from sites order by site_id limit 1`);
  return rows[0]?.siteId ?? '';
}

/**
 * The live support chat desk (contract console/support-chat). Duty and its heartbeat run on the wall
 * clock, as the chat hub reads them; the answers themselves travel over the chat socket.
 */
export function consoleSupportChatHandlers({ db }: ConsoleDeps) {
  return {
    consoleSupportDesk: async ({ pageNum, pageSize }, ctx) => {
      const operator = requireOperator(ctx);
      const onDuty = await beat(db, operator.operatorId, operator.sessionId, ctx.wallNow);
      const waiting = await waitingChats(db, { pageNum, pageSize });
      const agents = await agentsOnDuty(db, ctx.wallNow);
      return {
        onDuty,
        waiting: { list: waiting.rows.map(supportChatView), total: waiting.total, pageNum, pageSize },
        mine: (await chatsHeldBy(db, operator.operatorId)).map(supportChatView),
        agents: agents.filter((agent) => agent.operatorId !== operator.operatorId),
        chatSiteId: await firstSiteId(db),
      };
    },

    consoleSupportDuty: async ({ onDuty }, ctx) =>
      setDuty(db, actorOf(ctx), requireOperator(ctx).sessionId, onDuty, ctx.wallNow),

    consoleSupportClaim: async ({ rid }, ctx) => claimChat(db, actorOf(ctx), rid, ctx.wallNow),

    consoleSupportHandOver: async (input, ctx) => handOverChat(db, actorOf(ctx), input, ctx.wallNow),

    consoleSupportClose: async (input, ctx) => closeChat(db, actorOf(ctx), input, ctx.wallNow),

    consoleSupportChatInfo: async ({ rid }) => ({
      chat: supportChatView(await findSupportChat(db, rid)),
      traces: await chatTraces(db, rid),
    }),
  } satisfies Pick<
    ConsoleHandlerMap,
    | 'consoleSupportDesk'
    | 'consoleSupportDuty'
    | 'consoleSupportClaim'
    | 'consoleSupportHandOver'
    | 'consoleSupportClose'
    | 'consoleSupportChatInfo'
  >;
}
