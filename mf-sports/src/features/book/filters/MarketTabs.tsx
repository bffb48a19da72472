import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'shared/i18n';
import type { SportMarket } from 'shared/contract';
import { NAMESPACE } from '../../../setup';
import { bookActionAtom, bookFilterAtom } from '../book-atoms';
import { ChoiceTabs } from './ChoiceTabs';

/** In-play first, as the venue lists them; the champion market as its today and early entries. */
const MARKETS: readonly SportMarket[] = ['RB', 'FT', 'FU', 'FSFT', 'FSFU'];

export function MarketTabs() {
  const { t } = useTranslation(NAMESPACE);
  const { market } = useAtomValue(bookFilterAtom);
  const act = useSetAtom(bookActionAtom);
  return (
    <ChoiceTabs
      label={t('book.markets')}
      size="large"
      options={MARKETS}
      active={market}
      onChoose={(code) => act({ type: 'market', market: code })}
      text={(code) => t(`book.market.${code}`)}
      testId={(code) => `market-tab-${code}`}
    />
  );
}
