import { ResponseCode } from 'shared/contract';
import { supportRoomOf } from '../chat/chat-identity';
import { historyRefusal, readHistory } from '../chat/handle-history';
import { DomainError } from '../domain/domain-error';
import type { HandlerDeps, HandlerMap } from './handler-map';

/**
 * POST /stream/api/v1/history: match rooms are public; a support room only to its member, by the
 * session the call carries (a guest reads theirs over the socket, 10011).
 */
export function chatHandlers({ db }: HandlerDeps) {
  return {
    chatHistory: async (input, ctx) => {
      const reader = ctx.member === null ? null : { supportRid: supportRoomOf(String(ctx.member.memberId)) };
      const refusal = historyRefusal(input.rid, reader);
      if (refusal !== null) throw new DomainError(ResponseCode.ACCESS_DENIED, refusal);
      return readHistory(db, input);
    },
  } satisfies Pick<HandlerMap, 'chatHistory'>;
}
