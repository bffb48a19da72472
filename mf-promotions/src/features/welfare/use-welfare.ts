import { useAtomValue } from 'jotai';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { welfareClaim, welfareList, type RequestOf, type ResponseOf } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { MONEY, useEndpoint, useMoneyMutation } from 'shared/query';
import { sessionAtom } from 'shared/state';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';

export type WelfareClaimResult = ResponseOf<typeof welfareClaim>;

/** Which rewards a press claims: one by its id, or every waiting one. */
export type ClaimTarget = { kind: 'one'; id: number } | { kind: 'all' };

/** The running key of a claim: 'all', or the reward's id. */
const keyOf = (input: RequestOf<typeof welfareClaim>) =>
  input.ids === undefined || input.ids.length === 0 ? 'all' : String(input.ids[0]);

/**
 * The waiting rewards and their claims. A claim pays into the centre wallet: on success it says how
 * much, and the money signal it sends refetches every money figure, this list with them (a claimed
 * reward leaves it) and the header balance.
 */
export function useWelfare() {
  const { t } = useTranslation(NAMESPACE);
  // Read so a login or logout renders again: the emptied cache then loads the new member's list.
  useAtomValue(sessionAtom);
  const list = useEndpoint(welfareList, {}, { group: MONEY });
  // A claim pays: one request id per press, the same again when its answer was lost.
  const claim = useMoneyMutation(welfareClaim, keyOf);

  const claimNow = async (target: ClaimTarget): Promise<void> => {
    const result = await claim.run({ ids: target.kind === 'all' ? [] : [target.id] });
    if (!result) return;
    if (result.claimed > 0) {
      bus.emit('ui:toast', {
        message: t('welfare.claimed', { count: result.claimed, amount: formatMoney(result.amount) }),
        kind: 'success',
      });
    } else {
      // Nothing was left to claim (lapsed, or claimed in another tab): say so; the list refetches as it is.
      bus.emit('ui:toast', { message: t('welfare.nothingClaimed'), kind: 'info' });
    }
  };

  const error = claim.failure === null ? null : errorMessage(claim.failure, t('welfare.claimFailed'));
  return { list, claim: claimNow, running: claim.runningKey, error };
}
