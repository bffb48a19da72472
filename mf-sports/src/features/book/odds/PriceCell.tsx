import type { PriceState } from '../../feed';
import { endFlashLater } from './price-flash';
import { LockIcon } from './LockIcon';
import { PriceButton, PriceLine, PriceValue } from './price-button';

export interface PriceCellProps {
  testId: 'odds-cell' | 'outright-rate';
  priceKey: string;
  price: PriceState;
  /** The price in the member's format. */
  shown: string;
  /** What stands before the price: the line, 大 2.5, 单, an entrant. */
  line: string;
  picked: boolean;
  label: string;
  onPick: () => void;
}

/**
 * The button of one price, a match's or an outright entrant's: European price and shown text as
 * data for tests and the bench, a 1 s flash when it moved, greyed with a lock while suspended.
 */
export function PriceCell({ testId, priceKey, price, shown, line, picked, label, onPick }: PriceCellProps) {
  const move = price.version > 1 ? price.move : 0;
  return (
    <PriceButton
      type="button"
      data-testid={testId}
      data-key={priceKey}
      data-odds={price.odds}
      data-shown={shown}
      aria-pressed={picked}
      disabled={!price.open}
      aria-label={label}
      onClick={onPick}
    >
      <PriceLine>{line}</PriceLine>{' '}
      {price.open ? (
        <PriceValue key={price.version} data-move={move} ref={move === 0 ? undefined : endFlashLater}>
          {shown}
        </PriceValue>
      ) : (
        <LockIcon />
      )}
    </PriceButton>
  );
}
