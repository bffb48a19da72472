import { ChatMsgId, ResponseCode, type ChatHistoryPage, type ChatIdentity } from 'shared/contract';
import type { Queryable } from '../db/database';
import type { ChatConnection } from './chat-connection';
import type { ChatContext } from './chat-context';
import { refusalFrame, replyFrame } from './chat-frames';
import { historyPage } from './message-store';
import { parseRid } from './room-directory';
import { holdsChat } from './support-desk/support-chats';

export interface HistoryRequest {
  rid: string;
  pageNum: number;
  pageSize: number;
}

/** Why a reader may not see a room's history, or null: match rooms are public, a support room is its owner's. */
export function historyRefusal(rid: string, reader: Pick<ChatIdentity, 'supportRid'> | null): string | null {
  const parsed = parseRid(rid);
  if (parsed === null) return '聊天室不存在';
  if (parsed.kind === 'support' && reader?.supportRid !== rid) return '只能查看自己的客服会话';
  return null;
}

/** A page of a room's history (10011 and POST /stream/api/v1/history). */
export async function readHistory(db: Queryable, request: HistoryRequest): Promise<ChatHistoryPage> {
  const page = await historyPage(db, request.rid, request.pageNum, request.pageSize);
  return { rid: request.rid, pageNum: request.pageNum, pageSize: request.pageSize, ...page };
}

/** 10011 over the socket: the way a guest reads their own support room. */
export async function handleHistory(
  ctx: ChatContext,
  connection: ChatConnection,
  request: HistoryRequest,
  cid: string,
): Promise<void> {
  const me = connection.identity;
  if (me === null) {
    connection.send(refusalFrame(ChatMsgId.HISTORY, cid, ResponseCode.ACCESS_DENIED, '请先登录聊天'));
    return;
  }
  const refusal =
    connection.operator === null
      ? historyRefusal(request.rid, me)
      : (await holdsChat(ctx.db, request.rid, connection.operator.operatorId))
        ? null
        : '请先在控制台认领该会话';
  if (refusal !== null) {
    connection.send(refusalFrame(ChatMsgId.HISTORY, cid, ResponseCode.ACCESS_DENIED, refusal));
    return;
  }
  connection.send(replyFrame(ChatMsgId.HISTORY, cid, await readHistory(ctx.db, request)));
}
