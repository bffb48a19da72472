// Interface between the market list (features/book) and the slip (features/slip).
import { useCallback } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { ruleMessageKey } from 'shared/validation';
import type { SlipSelection } from '../../lib/selection';
import { pickRefusal } from './limits/slip-rules';
import { NAMESPACE } from '../../setup';
import { dispatchSlipAtom, pickedAtomFor, slipNoticeAtom, slipOutcomeAtom, slipStateAtom } from './slip-atoms';

/**
 * Picks a price, or unpicks it, by the slip's rules (SPEC §4, §5). A refused pick (10 selections,
 * a bet waiting for confirmation) changes nothing and the slip shows why.
 */
export function usePick(): (selection: SlipSelection) => void {
  const store = useStore();
  const { t } = useTranslation(NAMESPACE);
  return useCallback(
    (selection: SlipSelection) => {
      // Read at click time: a price cell's render may be older than the slip.
      const refusal = pickRefusal(store.get(slipStateAtom), selection);
      if (refusal) {
        store.set(slipNoticeAtom, { tone: 'error', text: t(ruleMessageKey(refusal)) });
        return;
      }
      store.set(dispatchSlipAtom, { type: 'pick', selection });
      store.set(slipNoticeAtom, null);
      store.set(slipOutcomeAtom, null);
    },
    [store, t],
  );
}

/** Whether a price's key is in the slip, for the cell's highlighted state; cheap in every cell. */
export function useIsPicked(key: string): boolean {
  return useAtomValue(pickedAtomFor(key));
}
