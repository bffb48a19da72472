import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { Muted, textOn } from 'shared/ui';
import type { TicketLeg } from 'shared/contract';
import type { OddsFormat } from 'shared/state';
import { formatOdds } from '../../lib/odds';
import { oddsTypeLabelKey } from '../../lib/plays';
import { resultLabelKey, resultTone } from './result-labels';
import { NAMESPACE } from '../../setup';

const Leg = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  & + & {
    margin-top: 0.5rem;
    padding-top: 0.5rem;
    border-top: 1px dashed ${({ theme }) => theme.border};
  }
`;

const Pick = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.primary};
  b {
    margin-left: 0.375rem;
    color: ${({ theme }) => theme.danger};
    font-variant-numeric: tabular-nums;
  }
  small {
    margin-left: 0.25rem;
    font-weight: 400;
    color: ${({ theme }) => theme.textMuted};
  }
`;

const Badge = styled.span<{ $tone: 'win' | 'loss' | 'neutral' | 'live' }>`
  align-self: flex-start;
  padding: 0 0.375rem;
  border-radius: 999px;
  font-size: 0.6875rem;
  line-height: 1.125rem;
  color: ${({ theme, $tone }) => textOn({ win: theme.success, loss: theme.danger, neutral: theme.textMuted, live: theme.warning }[$tone])};
  background: ${({ theme, $tone }) => ({ win: theme.success, loss: theme.danger, neutral: theme.textMuted, live: theme.warning })[$tone]};
`;

/** One leg of a ticket: league, teams, pick and line, the price in the member's current format, scores, the leg's result. */
export function RecordLeg({ leg, format, showResult }: { leg: TicketLeg; format: OddsFormat; showResult: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const line = leg.ratio !== null && !leg.pick.endsWith(leg.ratio) ? ` ${leg.ratio}` : '';
  const typeKey = oddsTypeLabelKey(leg.w, format);
  const typeLabel = typeKey === null ? '' : t(typeKey);
  return (
    <Leg data-testid="bet-record-leg">
      <Muted $size="0.75rem">{leg.league}</Muted>
      <span>{leg.title ?? t('slip.vs', { home: leg.team_h, away: leg.team_c })}</span>
      <Pick>
        {leg.pick}
        {line}
        <b data-testid="bet-record-odds">@{formatOdds(leg.odds, format)}</b>
        {typeLabel && <small>{typeLabel}</small>}
      </Pick>
      {leg.isLive && (
        <Muted $size="0.75rem">
          <Badge $tone="live">{t('records.live')}</Badge>{' '}
          {leg.scoreAtBet && t('records.scoreAtBet', { score: leg.scoreAtBet })}
        </Muted>
      )}
      {leg.finalScore && <Muted $size="0.75rem">{t('records.finalScore', { score: leg.finalScore })}</Muted>}
      {showResult && leg.result && (
        <Badge $tone={resultTone(leg.result)} data-testid="bet-record-leg-result">
          {t(resultLabelKey(leg.result))}
        </Badge>
      )}
    </Leg>
  );
}
