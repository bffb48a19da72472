import { useAtomValue } from 'jotai';
import { api, errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { welfareClaim, welfareList, type ResponseOf, type WelfareItem } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { sessionAtom } from 'shared/state';
import { useAsync, useOncePerRequest } from 'shared/ui';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';

export type WelfareClaimResult = ResponseOf<typeof welfareClaim>;

/** Which rewards a press claims: one by its id, or every waiting one. */
export type ClaimTarget = { kind: 'one'; id: number } | { kind: 'all' };

const keyOf = (target: ClaimTarget) => (target.kind === 'all' ? 'all' : String(target.id));

/**
 * The waiting rewards and their claims. A claim pays into the centre wallet: on success it says how
 * much, asks the header to refresh the balance and loads the list again (a claimed reward leaves it).
 */
export function useWelfare() {
  const { t } = useTranslation(NAMESPACE);
  const token = useAtomValue(sessionAtom)?.token ?? null;
  const list = useAsync(async (): Promise<WelfareItem[]> => (await api.request(welfareList, {})).list, [token]);
  // A claim pays: one request id per press, the same again when its answer was lost.
  const claim = useOncePerRequest(
    (target: ClaimTarget, requestId: string) => api.request(welfareClaim, { ids: target.kind === 'all' ? [] : [target.id] }, { requestId }),
    keyOf,
  );

  const claimNow = async (target: ClaimTarget): Promise<void> => {
    const result = await claim.run(target);
    if (!result) return;
    if (result.claimed > 0) {
      bus.emit('balance:refresh');
      bus.emit('ui:toast', { message: t('welfare.claimed', { count: result.claimed, amount: formatMoney(result.amount) }), kind: 'success' });
    } else {
      // Nothing was left to claim (lapsed, or claimed in another tab): say so and show the list as it is.
      bus.emit('ui:toast', { message: t('welfare.nothingClaimed'), kind: 'info' });
    }
    list.reload();
  };

  const error = claim.failure === null ? null : errorMessage(claim.failure, t('welfare.claimFailed'));
  return { list, claim: claimNow, running: claim.runningKey, error };
}
