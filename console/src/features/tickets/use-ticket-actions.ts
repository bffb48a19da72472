import {
  consoleDashboard,
  consoleTicketClose,
  consoleTicketDetail,
  consoleTicketQueue,
  consoleTicketReply,
  type DeskTicket,
} from 'shared/contract/console';
import { invalidateEndpoints, useApiClient } from 'shared/query';
import { useOncePerRequest, type OncePerRequest } from 'shared/ui';

export type TicketAction =
  { kind: 'reply'; id: number; content: string; fileIds: readonly string[] } | { kind: 'close'; id: number };

/**
 * One reply or closing, once per operator action: the request id goes in the body (the server's
 * idempotency key) and is kept for a retry when the answer was lost, so a member never reads the
 * same reply twice. After it the queue and the ticket refetch.
 */
export function useTicketAction(): OncePerRequest<TicketAction, DeskTicket> {
  const client = useApiClient();
  return useOncePerRequest(async (action: TicketAction, requestId: string) => {
    const answer =
      action.kind === 'reply'
        ? await client.request(
            consoleTicketReply,
            { id: action.id, content: action.content, fileIds: [...action.fileIds], requestId },
            { requestId },
          )
        : await client.request(consoleTicketClose, { id: action.id, requestId }, { requestId });
    await invalidateEndpoints([consoleTicketQueue, consoleTicketDetail, consoleDashboard]);
    return answer;
  });
}
