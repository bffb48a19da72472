import { useCallback, useEffect } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { balanceAtom } from 'shared/state';
import { capStake, parseStakeInput, type StakeCap, type StakeLimits } from './stake';
import { NAMESPACE } from '../../../setup';
import { dispatchSlipAtom, slipNoticeAtom, slipStateAtom } from '../slip-atoms';

/**
 * The stake field's behaviour: only digits with up to 2 decimals get in (anything else keeps the
 * previous stake and says why); a stake over the maximum or the balance is lowered at once and the
 * slip says so (capStake). A stake under the minimum is refused: it stays as typed (nothing the
 * member did not choose is set), 投注 stays disabled and the slip names both limits. The cap is
 * applied again when the limits or the money change.
 */
export function useStakeInput(limits: StakeLimits | null): (text: string) => void {
  const store = useStore();
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useSetAtom(dispatchSlipAtom);
  const setNotice = useSetAtom(slipNoticeAtom);
  const { mode, selections } = useAtomValue(slipStateAtom);
  const balance = useAtomValue(balanceAtom)?.centerWalletBalance ?? null;
  // Multiple places one ticket per selection, each with the stake: each gets its share of the money.
  const tickets = mode === 'multiple' ? Math.max(1, selections.length) : 1;
  const available = balance === null ? null : balance / tickets;

  const onCapped = useCallback(
    (cap: StakeCap, stake: string) => {
      // Under the minimum the stake is refused, not raised: the slip names both limits.
      if (cap === 'min')
        setNotice({
          tone: 'error',
          text: t('slip.cap.min', { min: limits?.minStake ?? '', max: limits?.maxStake ?? '' }),
          source: 'stake',
        });
      else setNotice({ tone: 'info', text: t(`slip.cap.${cap}`, { stake }), source: 'stake' });
    },
    [limits, setNotice, t],
  );

  useEffect(() => {
    if (!limits) return;
    const current = store.get(slipStateAtom).stake;
    const capped = capStake(current, limits, available, onCapped);
    if (capped !== current) dispatch({ type: 'setStake', stake: capped });
  }, [available, dispatch, limits, onCapped, store]);

  return useCallback(
    (text: string) => {
      const parsed = parseStakeInput(text);
      if (parsed === null) {
        setNotice({ tone: 'error', text: t('slip.stakeInvalid'), source: 'stake' });
        return;
      }
      // A good stake clears what an earlier keystroke said about the stake.
      if (store.get(slipNoticeAtom)?.source === 'stake') setNotice(null);
      dispatch({ type: 'setStake', stake: limits ? capStake(parsed, limits, available, onCapped) : parsed });
    },
    [available, dispatch, limits, onCapped, setNotice, store, t],
  );
}
