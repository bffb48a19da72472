import {
  consoleDashboard,
  consoleDepositConfirm,
  consoleDepositDetail,
  consoleDepositExpire,
  consoleDepositOrders,
  type DeskDeposit,
} from 'shared/contract/console';
import { invalidateEndpoints, useApiClient } from 'shared/query';
import { useOncePerRequest, type OncePerRequest } from 'shared/ui';

export type DepositAction =
  | { kind: 'confirm'; orderNo: string; reference: string; amount: number }
  | { kind: 'expire'; orderNo: string; reason: string };

/**
 * One confirmation or expiry, once per operator action: the request id goes in the body (the
 * server's idempotency key) and is kept for a retry when the answer was lost, so a deposit is never
 * credited twice. After it the list, the detail and the dashboard refetch.
 */
export function useDepositAction(): OncePerRequest<DepositAction, DeskDeposit> {
  const client = useApiClient();
  return useOncePerRequest(async (action: DepositAction, requestId: string) => {
    const answer =
      action.kind === 'confirm'
        ? await client.request(
            consoleDepositConfirm,
            { orderNo: action.orderNo, reference: action.reference, amount: action.amount, requestId },
            { requestId },
          )
        : await client.request(
            consoleDepositExpire,
            { orderNo: action.orderNo, reason: action.reason, requestId },
            { requestId },
          );
    await invalidateEndpoints([consoleDepositOrders, consoleDepositDetail, consoleDashboard]);
    return answer;
  });
}
