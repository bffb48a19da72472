import {
  consoleDashboard,
  consoleWithdrawApprove,
  consoleWithdrawQueue,
  consoleWithdrawRefuse,
  type DeskWithdrawal,
} from 'shared/contract/console';
import { invalidateEndpoints, useApiClient } from 'shared/query';
import { useOncePerRequest, type OncePerRequest } from 'shared/ui';

export type DecisionInput = { kind: 'approve'; orderNo: string } | { kind: 'refuse'; orderNo: string; reason: string };

/**
 * One decision on a withdrawal, once per operator action: the request id goes in the body (the
 * server's idempotency key) and is kept for a retry when the answer was lost, so a decision never
 * applies twice. After it the queue and the dashboard refetch.
 */
export function useDecision(): OncePerRequest<DecisionInput, DeskWithdrawal> {
  const client = useApiClient();
  return useOncePerRequest(
    async (input: DecisionInput, requestId: string) => {
      const answer =
        input.kind === 'approve'
          ? await client.request(consoleWithdrawApprove, { orderNo: input.orderNo, requestId }, { requestId })
          : await client.request(
              consoleWithdrawRefuse,
              { orderNo: input.orderNo, reason: input.reason, requestId },
              { requestId },
            );
      await invalidateEndpoints([consoleWithdrawQueue, consoleDashboard]);
      return answer;
    },
    (input) => JSON.stringify(input),
  );
}
