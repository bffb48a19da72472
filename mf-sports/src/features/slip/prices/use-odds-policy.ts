import { useCallback, useEffect } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { oddsPolicy, setOddsPolicy, type OddsPolicy } from 'shared/contract';
import { useEndpoint, useEndpointMutation } from 'shared/query';
import { sessionAtom } from 'shared/state';
import { NAMESPACE } from '../../../setup';
import { dispatchSlipAtom, slipNoticeAtom, slipStateAtom } from '../slip-atoms';

/**
 * The member's odds-change policy, kept on the server (which enforces it at placement): read when the
 * slip opens for a member; a member who never chose carries over the slip's old local auto-accept
 * ("off" becomes 总是询问) once. Choosing another saves it; a failed save puts the previous one back.
 * A save marks the stored answer stale, so a slip opened later never shows an old policy.
 */
export function useOddsPolicy(): (policy: OddsPolicy) => void {
  const { t } = useTranslation(NAMESPACE);
  const store = useStore();
  const dispatch = useSetAtom(dispatchSlipAtom);
  const setNotice = useSetAtom(slipNoticeAtom);
  const memberId = useAtomValue(sessionAtom)?.userId ?? null;
  // A failed read leaves the slip with what it has: the server still applies the stored policy at placement.
  const stored = useEndpoint(oddsPolicy, {}, { enabled: memberId !== null }).data;
  const { call: save } = useEndpointMutation(setOddsPolicy, { invalidates: [oddsPolicy] });

  useEffect(() => {
    if (!stored) return;
    const local = store.get(slipStateAtom).oddsPolicy;
    if (stored.chosen) dispatch({ type: 'setOddsPolicy', policy: stored.policy });
    else if (local !== stored.policy) save({ policy: local }).catch(() => undefined);
  }, [dispatch, save, store, stored]);

  return useCallback(
    (policy: OddsPolicy) => {
      const previous = store.get(slipStateAtom).oddsPolicy;
      dispatch({ type: 'setOddsPolicy', policy });
      save({ policy }).catch(() => {
        dispatch({ type: 'setOddsPolicy', policy: previous });
        setNotice({ tone: 'error', text: t('oddsPolicy.saveFailed') });
      });
    },
    [dispatch, save, setNotice, store, t],
  );
}
