import { useAtomValue } from 'jotai';
import { oddsFormatAtom, type OddsFormat } from 'shared/state';
import type { SlipSelection } from '../../../lib/selection';
import { usePrice, type PriceState } from '../../feed';
import { useIsPicked, usePick } from '../../slip';

/** What a price button needs: the live price, the member's odds format, whether the slip has it, and the pick. */
export function usePriceView(key: string): {
  price: PriceState | undefined;
  format: OddsFormat;
  picked: boolean;
  pick: (selection: SlipSelection) => void;
} {
  const price = usePrice(key);
  const format = useAtomValue(oddsFormatAtom) ?? 'H';
  const picked = useIsPicked(key);
  const pick = usePick();
  return { price, format, picked, pick };
}
