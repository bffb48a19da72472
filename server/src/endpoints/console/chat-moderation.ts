import type { ConsoleAuditAction } from 'shared/contract/console';
import { historyPage } from '../../chat/message-store';
import { moderatedRoom, moderatedRooms, roomMutes, type RoomsHere } from '../../chat/moderation/moderated-rooms';
import type { RoomOperation } from '../../chat/room-operation';
import { actorOf, type ConsoleContext, type ConsoleHandlerMap } from '../../http/console/console-context';
import { appendAudit } from '../../operators/audit-log';
import type { ConsoleDeps } from './console-deps';

type ModerationHandlers = Pick<
  ConsoleHandlerMap,
  | 'consoleChatRooms'
  | 'consoleChatRoom'
  | 'consoleChatMute'
  | 'consoleChatUnmute'
  | 'consoleChatBlock'
  | 'consoleChatStatus'
  | 'consoleChatVipLevel'
  | 'consoleChatClear'
  | 'consoleChatDestroy'
  | 'consoleChatPrediction'
  | 'consoleChatGift'
  | 'consoleChatNotify'
>;

/** The chat moderation desk (contract console/chat-moderation): each action audited with its change. */
export function consoleChatModerationHandlers({ db, chat, matchTitle }: ConsoleDeps): ModerationHandlers {
  const here = (): RoomsHere => ({ online: chat.roomsHere(), title: matchTitle });
  const act = async (
    ctx: ConsoleContext,
    action: ConsoleAuditAction,
    operation: RoomOperation,
    reason = '',
  ): Promise<{ affected: number }> => {
    const actor = actorOf(ctx);
    const affected = await chat.operate(operation, (tx, change) =>
      appendAudit(tx, actor, { action, ...change, reason }, ctx.now),
    );
    return { affected };
  };
  return {
    consoleChatRooms: async (input, ctx) => {
      const page = await moderatedRooms(db, here(), input, ctx.now);
      return { ...page, pageNum: input.pageNum, pageSize: input.pageSize };
    },

    consoleChatRoom: async (input, ctx) => {
      const [room, history, mutes] = await Promise.all([
        moderatedRoom(db, here(), input.rid, ctx.now),
        historyPage(db, input.rid, 1, input.limit),
        roomMutes(db, input.rid, ctx.now),
      ]);
      return { room, messages: history.list, mutes };
    },

    consoleChatMute: (input, ctx) => act(ctx, 'chat.mute', { action: 'mute', ...input }, input.reason),

    consoleChatUnmute: (input, ctx) => act(ctx, 'chat.unmute', { action: 'mute', ...input, minutes: 0, reason: '' }),

    consoleChatBlock: (input, ctx) =>
      act(ctx, input.blocked ? 'chat.block' : 'chat.unblock', { action: 'block', ...input }),

    consoleChatStatus: (input, ctx) => act(ctx, 'chat.status', { action: 'status', ...input }),

    consoleChatVipLevel: (input, ctx) => act(ctx, 'chat.vip_level', { action: 'vipLevel', ...input }),

    consoleChatClear: (input, ctx) => act(ctx, 'chat.clear', { action: 'clear', ...input }),

    consoleChatDestroy: (input, ctx) => act(ctx, 'chat.destroy', { action: 'destroy', ...input }),

    consoleChatPrediction: (input, ctx) => act(ctx, 'chat.prediction', { action: 'prediction', ...input }),

    consoleChatGift: (input, ctx) => act(ctx, 'chat.gift', { action: 'gift', ...input }),

    consoleChatNotify: (input, ctx) => act(ctx, 'chat.notify', { action: 'notify', ...input }),
  };
}
