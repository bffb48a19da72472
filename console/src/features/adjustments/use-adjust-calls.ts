import {
  consoleAdjustApprove,
  consoleAdjustCreate,
  consoleAdjustList,
  consoleAdjustRefuse,
  type AdjustCategory,
  type AdjustDirection,
  type Adjustment,
} from 'shared/contract/console';
import { invalidateEndpoints, useApiClient } from 'shared/query';
import { useOncePerRequest, type OncePerRequest } from 'shared/ui';

export interface AdjustDraft {
  member: string;
  direction: AdjustDirection;
  amount: number;
  category: AdjustCategory;
  reason: string;
}

/**
 * One adjustment request per operator action: the request id goes in the body (the server's
 * idempotency key) and is kept for a retry when the answer was lost, so money never moves twice.
 */
export function useCreateAdjustment(): OncePerRequest<AdjustDraft, Adjustment> {
  const client = useApiClient();
  return useOncePerRequest(async (draft: AdjustDraft, requestId: string) => {
    const answer = await client.request(consoleAdjustCreate, { ...draft, requestId }, { requestId });
    await invalidateEndpoints([consoleAdjustList]);
    return answer;
  });
}

export type AdjustDecision =
  { kind: 'approve'; adjustNo: string } | { kind: 'refuse'; adjustNo: string; reason: string };

/** Approving or refusing a pending adjustment, once per action like the request itself. */
export function useAdjustDecision(): OncePerRequest<AdjustDecision, Adjustment> {
  const client = useApiClient();
  return useOncePerRequest(async (input: AdjustDecision, requestId: string) => {
    const answer =
      input.kind === 'approve'
        ? await client.request(consoleAdjustApprove, { adjustNo: input.adjustNo, requestId }, { requestId })
        : await client.request(
            consoleAdjustRefuse,
            { adjustNo: input.adjustNo, reason: input.reason, requestId },
            { requestId },
          );
    await invalidateEndpoints([consoleAdjustList]);
    return answer;
  });
}
