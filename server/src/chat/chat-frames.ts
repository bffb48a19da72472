import {
  ChatMsgId,
  messageForCode,
  ResponseCode,
  type ChatMsgIdValue,
  type ChatServerFrame,
  type ChatServerFrameOf,
} from 'shared/contract';

type DataOf<Id extends ChatMsgIdValue> = NonNullable<ChatServerFrameOf<Id>['msgData']>;

/** A successful reply to a request: carries its cid. */
export function replyFrame<Id extends ChatMsgIdValue>(
  msgId: Id,
  cid: string | undefined,
  msgData: DataOf<Id>,
): ChatServerFrame {
  return { msgId, code: ResponseCode.SUCCESS, ...(cid === undefined ? {} : { cid }), msgData } as ChatServerFrame;
}

/** A push: no cid. */
export function pushFrame<Id extends ChatMsgIdValue>(msgId: Id, msgData: DataOf<Id>): ChatServerFrame {
  return { msgId, code: ResponseCode.SUCCESS, msgData } as ChatServerFrame;
}

/** A refusal of a request: its code, a Chinese message (the catalogue's unless given) and no data. */
export function refusalFrame(
  msgId: ChatMsgIdValue,
  cid: string | undefined,
  code: number,
  msg: string = messageForCode(code),
): ChatServerFrame {
  return { msgId, code, msg, ...(cid === undefined ? {} : { cid }), msgData: null } as ChatServerFrame;
}

const knownIds = new Set<number>(Object.values(ChatMsgId));

/** A frame's msgId if it is one of the contract's, so a refusal can name it; 0 otherwise. */
export function knownMsgId(value: unknown): ChatMsgIdValue {
  return typeof value === 'number' && knownIds.has(value) ? (value as ChatMsgIdValue) : ChatMsgId.HEARTBEAT;
}
