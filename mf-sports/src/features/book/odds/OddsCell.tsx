import { memo, useMemo } from 'react';
import { useTranslation } from 'shared/i18n';
import type { PlayCode, SportMatch } from 'shared/contract';
import { formatOdds } from '../../../lib/odds';
import { NAMESPACE } from '../../../setup';
import { feedStats, priceStore } from '../../feed';
import type { ColumnKind } from './play-columns';
import { PriceCell } from './PriceCell';
import { usePriceView } from './use-price-view';
import { matchPriceKey, matchSelection, pickName, type PickTexts } from './selections';

/** Stands for the price in the translated label until the price is known. */
const ODDS_SLOT = '\u0000';

export interface OddsCellProps {
  /** The snapshot's match: stable between snapshots, so the cell renders only for its own price. */
  match: SportMatch;
  w: PlayCode;
  r: string;
  kind: ColumnKind;
  /** Who gives the handicap: the line is shown on that side only. */
  strong: 'H' | 'C' | null;
  /** The column's name, for the accessible label. */
  play: string;
}

/** One price of a match: live from the store, shown in the member's odds format, a click puts it in the slip. */
export const OddsCell = memo(function OddsCell({ match, w, r, kind, strong, play }: OddsCellProps) {
  feedStats.cellRenders += 1;
  const { t } = useTranslation(NAMESPACE);
  const key = matchPriceKey(match, w, r);
  const { price, format, picked, pick } = usePriceView(key);
  // Built once per cell: a busy feed renders cells hundreds of times a second.
  const texts = useMemo<PickTexts>(
    () => ({
      over: (ratio) => t('book.pick.over', { ratio }),
      under: (ratio) => t('book.pick.under', { ratio }),
      odd: t('book.pick.odd'),
      even: t('book.pick.even'),
      draw: t('book.pick.draw'),
    }),
    [t],
  );
  const ratio = price?.ratio ?? null;
  const open = price?.open ?? false;
  const name = pickName(kind, r, match, ratio, texts);
  // The label with a slot for the price: translated when the pick changes, not on every price move.
  const labelTemplate = useMemo(() => {
    const versus = t('book.versus', { home: match.team_h, away: match.team_c });
    return open
      ? t('book.oddsLabel', { match: versus, play, pick: name, odds: ODDS_SLOT })
      : t('book.suspendedLabel', { match: versus, play, pick: name });
  }, [t, match.team_h, match.team_c, play, name, open]);
  if (!price) return null;

  const line = kind === 'handicap' ? (r === strong ? (ratio ?? '') : '') : kind === 'moneyline' ? '' : name;
  const shown = formatOdds(price.odds, format);

  const choose = () => {
    // The latest price, line and live state, not the ones of the last render.
    const current = priceStore.get(key) ?? price;
    if (!current.open) return;
    const isLive = priceStore.getMatch(match.gameId)?.isLive ?? match.isLive;
    pick(matchSelection({ ...match, isLive }, w, r, current, pickName(kind, r, match, current.ratio, texts)));
  };

  return (
    <PriceCell
      testId="odds-cell"
      priceKey={key}
      price={price}
      shown={shown}
      line={line}
      picked={picked}
      // The name ends with the words on the button, line and price (WCAG 2.5.3, label in name).
      label={labelTemplate.replace(ODDS_SLOT, line !== '' && line !== name ? `${line} ${shown}` : shown)}
      onPick={choose}
    />
  );
});
