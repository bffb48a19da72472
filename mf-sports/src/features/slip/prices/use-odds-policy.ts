import { useCallback, useEffect } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { api } from 'shared/api';
import { oddsPolicy, setOddsPolicy, type OddsPolicy } from 'shared/contract';
import { sessionAtom } from 'shared/state';
import { NAMESPACE } from '../../../setup';
import { dispatchSlipAtom, slipNoticeAtom, slipStateAtom } from '../slip-atoms';

/**
 * The member's odds-change policy, kept on the server (which enforces it at placement): read when the
 * slip opens for a member; a member who never chose carries over the slip's old local auto-accept
 * ("off" becomes 总是询问) once. Choosing another saves it; a failed save puts the previous one back.
 */
export function useOddsPolicy(): (policy: OddsPolicy) => void {
  const { t } = useTranslation(NAMESPACE);
  const store = useStore();
  const dispatch = useSetAtom(dispatchSlipAtom);
  const setNotice = useSetAtom(slipNoticeAtom);
  const memberId = useAtomValue(sessionAtom)?.userId ?? null;

  useEffect(() => {
    if (memberId === null) return;
    let live = true;
    void (async () => {
      try {
        const stored = await api.request(oddsPolicy, {});
        if (!live) return;
        const local = store.get(slipStateAtom).oddsPolicy;
        if (stored.chosen) dispatch({ type: 'setOddsPolicy', policy: stored.policy });
        else if (local !== stored.policy) await api.request(setOddsPolicy, { policy: local });
      } catch {
        // The slip keeps what it has; the server still applies the stored policy at placement.
      }
    })();
    return () => {
      live = false;
    };
  }, [dispatch, memberId, store]);

  return useCallback(
    (policy: OddsPolicy) => {
      const previous = store.get(slipStateAtom).oddsPolicy;
      dispatch({ type: 'setOddsPolicy', policy });
      api.request(setOddsPolicy, { policy }).catch(() => {
        dispatch({ type: 'setOddsPolicy', policy: previous });
        setNotice({ tone: 'error', text: t('oddsPolicy.saveFailed') });
      });
    },
    [dispatch, setNotice, store, t],
  );
}
