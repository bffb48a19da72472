import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { Muted } from 'shared/ui';
import type { Ticket } from 'shared/contract';
import { formatAmount, formatBeijingTime } from 'shared/format';
import type { OddsFormat } from 'shared/state';
import { formatOdds } from '../../lib/odds';
import { resultLabelKey, resultTone } from './result-labels';
import { NAMESPACE } from '../../setup';
import { RecordLeg } from './RecordLeg';

const Row = styled.tr`
  td {
    white-space: normal;
    padding: 0.75rem 0.625rem;
    border-top: 1px solid ${({ theme }) => theme.border};
    vertical-align: top;
  }
  td[data-num] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Id = styled.div`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
`;

const Status = styled.span<{ $status: Ticket['status'] }>`
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $status }) => ({ delay: theme.warning, accepted: theme.primary, rejected: theme.danger, settled: theme.textMuted })[$status]};
`;

const Result = styled.span<{ $tone: 'win' | 'loss' | 'neutral' }>`
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ({ win: theme.success, loss: theme.danger, neutral: theme.text })[$tone]};
`;

/** One ticket of the records table; an open one carries its cash out under the status. */
export const RecordRow = memo(function RecordRow({
  ticket,
  format,
  cashOut,
}: {
  ticket: Ticket;
  format: OddsFormat;
  cashOut?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const series = ticket.mode === 'series';
  return (
    <Row data-testid="bet-record-row" data-ticket-id={ticket.ticket_id}>
      <td>
        <Id>{ticket.ticket_id}</Id>
        <Muted as="div" $size="0.75rem">
          {formatBeijingTime(ticket.createdAt)}
        </Muted>
      </td>
      <td>
        {t(`records.mode.${ticket.mode}`)}
        {series && (
          <Muted as="div" $size="0.75rem">
            {t('records.seriesSize', { count: ticket.legs.length })}
          </Muted>
        )}
      </td>
      <td>
        {ticket.legs.map((leg, i) => (
          <RecordLeg key={`${leg.gameId}|${leg.w}|${leg.r}|${i}`} leg={leg} format={format} showResult={series} />
        ))}
        {series && (
          <Muted
            as="div"
            $size="0.75rem"
            data-testid="bet-record-ticket-odds"
          >{`${t('records.seriesOdds')} @${formatOdds(ticket.odds, format)}`}</Muted>
        )}
      </td>
      <td data-num="">{formatAmount(ticket.stake)}</td>
      <td>
        <Status $status={ticket.status} data-testid="bet-record-status">
          {t(`records.ticketStatus.${ticket.status}`)}
        </Status>
        {ticket.status === 'rejected' && ticket.rejectReason && (
          <Muted as="div" $size="0.75rem">
            {t('records.rejectReason', { reason: ticket.rejectReason })}
          </Muted>
        )}
        {cashOut}
      </td>
      <td data-testid="bet-record-result" data-result={ticket.result ?? ''}>
        {ticket.result ? (
          <Result $tone={resultTone(ticket.result)}>{t(resultLabelKey(ticket.result))}</Result>
        ) : (
          <Muted as="div" $size="0.75rem">
            {ticket.status === 'rejected' ? '--' : t('records.unsettled')}
          </Muted>
        )}
      </td>
      <td data-num="">{ticket.payout === null ? '--' : formatAmount(ticket.payout)}</td>
    </Row>
  );
});
