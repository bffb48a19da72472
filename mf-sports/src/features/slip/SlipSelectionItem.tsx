import { memo } from 'react';
import styled from 'styled-components';
import { textOn } from 'shared/ui';
import { useTranslation } from 'shared/i18n';
import type { OddsFormat } from 'shared/state';
import { formatOdds } from '../../lib/odds';
import { oddsTypeLabelKey } from '../../lib/plays';
import type { SlipSelection } from '../../lib/selection';
import type { PriceQuote } from './slip-state';
import { NAMESPACE } from '../../setup';

const Item = styled.li<{ $flagged: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.2rem;
  padding: 0.625rem 2rem 0.625rem 0.75rem;
  border: 1px solid ${({ theme, $flagged }) => ($flagged ? theme.danger : theme.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surface};
  font-size: 0.8125rem;
`;

const League = styled.span`
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.75rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Teams = styled.span`
  color: ${({ theme }) => theme.text};
  overflow-wrap: anywhere;
`;

const PickLine = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Pick = styled.strong`
  color: ${({ theme }) => theme.primary};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Price = styled.span<{ $stale: boolean }>`
  flex: none;
  font-size: 0.9375rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $stale }) => ($stale ? theme.textMuted : theme.danger)};
  text-decoration: ${({ $stale }) => ($stale ? 'line-through' : 'none')};
  small {
    margin-right: 0.25rem;
    font-size: 0.6875rem;
    font-weight: 400;
    color: ${({ theme }) => theme.textMuted};
  }
`;

const Marks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;

const Mark = styled.span<{ $tone: 'danger' | 'warning' | 'muted' }>`
  padding: 0 0.375rem;
  border-radius: 999px;
  font-size: 0.6875rem;
  line-height: 1.25rem;
  color: ${({ theme, $tone }) => textOn($tone === 'danger' ? theme.danger : $tone === 'warning' ? theme.warning : theme.textMuted)};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.danger : $tone === 'warning' ? theme.warning : theme.textMuted)};
`;

const Change = styled.p`
  margin: 0.125rem 0 0;
  color: ${({ theme }) => theme.warning};
  font-weight: 600;
`;

const Remove = styled.button`
  position: absolute;
  top: 0.375rem;
  right: 0.375rem;
  width: 1.5rem;
  height: 1.5rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.textMuted};
  font-size: 1rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.danger};
    background: ${({ theme }) => theme.surfaceAlt};
  }
`;

export interface SlipSelectionItemProps {
  selection: SlipSelection;
  /** The format the slip shows: the member's, or Hong Kong in series. */
  format: OddsFormat;
  /** A new price waiting for acceptance. */
  change: PriceQuote | undefined;
  onRemove: (key: string) => void;
}

/** One selection: league, teams, pick and line, price with its odds type label, marks and the pending price change. */
export const SlipSelectionItem = memo(function SlipSelectionItem({
  selection: s,
  format,
  change,
  onRemove,
}: SlipSelectionItemProps) {
  const { t } = useTranslation(NAMESPACE);
  const line = s.ratio !== null && !s.pick.endsWith(s.ratio) ? s.ratio : '';
  const typeKey = oddsTypeLabelKey(s.w, format);
  const typeLabel = typeKey === null ? '' : t(typeKey);
  const shown = formatOdds(s.odds, format);
  const teams = s.champion ? s.team_h : t('slip.vs', { home: s.team_h, away: s.team_c });
  return (
    <Item
      data-testid="slip-selection"
      data-key={s.key}
      data-invalid={String(s.isInvalid)}
      data-closed={String(s.closed)}
      data-odds={s.odds}
      data-shown={shown}
      $flagged={s.isInvalid || s.closed}
    >
      <League>{s.league}</League>
      <Teams>{teams}</Teams>
      <PickLine>
        <Pick>
          {s.pick}
          {line && ` ${line}`}
        </Pick>
        <Price $stale={Boolean(change)} data-testid="slip-selection-odds">
          {typeLabel && <small>{typeLabel}</small>}
          {shown}
        </Price>
      </PickLine>
      {(s.isLive || s.champion || s.isInvalid || s.closed) && (
        <Marks>
          {s.isLive && <Mark $tone="warning">{t('slip.live')}</Mark>}
          {s.champion && <Mark $tone="muted">{t('slip.champion')}</Mark>}
          {s.isInvalid && <Mark $tone="danger">{t('slip.invalid')}</Mark>}
          {s.closed && <Mark $tone="danger">{t('slip.closed')}</Mark>}
        </Marks>
      )}
      {change && change.odds !== s.odds && (
        <Change data-testid="slip-price-change">
          {t('slip.priceChanged', { from: formatOdds(s.odds, format), to: formatOdds(change.odds, format) })}
        </Change>
      )}
      {change && change.ratio !== s.ratio && (
        <Change data-testid="slip-line-change">
          {t('slip.lineChanged', { from: s.ratio ?? '-', to: change.ratio ?? '-' })}
        </Change>
      )}
      <Remove type="button" aria-label={t('slip.removeOne', { pick: s.pick })} onClick={() => onRemove(s.key)}>
        ×
      </Remove>
    </Item>
  );
});
