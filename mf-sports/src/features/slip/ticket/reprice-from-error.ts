import { currentPricesSchema } from 'shared/contract';
import type { PriceQuote } from '../slip-state';
import { selectionKey } from '../../../lib/selection';

/** The new prices of a 7102 answer by selection key, or null when its data is not that list. */
export function quotesFromOddsChanged(data: unknown): Array<{ key: string; quote: PriceQuote }> | null {
  const parsed = currentPricesSchema.safeParse(data);
  if (!parsed.success) return null;
  return parsed.data.map((p) => ({ key: selectionKey(p.gameId, p.w, p.r), quote: { odds: p.odds, ratio: p.ratio } }));
}
