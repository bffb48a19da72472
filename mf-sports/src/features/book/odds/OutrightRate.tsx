import { memo } from 'react';
import { useTranslation } from 'shared/i18n';
import type { Outright } from 'shared/contract';
import { formatOdds } from '../../../lib/odds';
import { NAMESPACE } from '../../../setup';
import { feedStats, priceStore } from '../../feed';
import { PriceCell } from './PriceCell';
import { usePriceView } from './use-price-view';
import { outrightPriceKey, outrightSelection } from './selections';

type Rate = Outright['rates'][number];

/** One entrant of an outright with its price; a click picks it as a champion selection. */
export const OutrightRate = memo(function OutrightRate({ outright, rate }: { outright: Outright; rate: Rate }) {
  feedStats.cellRenders += 1;
  const { t } = useTranslation(NAMESPACE);
  const key = outrightPriceKey(outright, rate.rtype);
  const view = usePriceView(key);
  const { format, picked, pick } = view;
  const price = view.price ?? { odds: rate.odds, ratio: null, open: outright.open, move: 0 as const, version: 1 };
  const shown = formatOdds(price.odds, format);
  const choose = () => {
    const current = priceStore.get(key) ?? price;
    if (current.open) pick(outrightSelection(outright, rate, current));
  };
  const play = t('book.sport.FS');
  return (
    <PriceCell
      testId="outright-rate"
      priceKey={key}
      price={price}
      shown={shown}
      line={rate.name}
      picked={picked}
      label={
        price.open
          ? t('book.oddsLabel', { match: outright.title, play, pick: rate.name, odds: shown })
          : t('book.suspendedLabel', { match: outright.title, play, pick: rate.name })
      }
      onPick={choose}
    />
  );
});
