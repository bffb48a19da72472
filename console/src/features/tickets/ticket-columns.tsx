import type { TFunction } from 'i18next';
import styled from 'styled-components';
import type { DeskTicketSummary } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { Button, Muted, type RecordColumn } from 'shared/ui';

const Unread = styled.span`
  display: inline-block;
  margin-right: 0.375rem;
  padding: 0 0.375rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.danger};
  color: ${({ theme }) => theme.onPrimary};
  font-size: 0.75rem;
`;

function attachments(ticket: DeskTicketSummary, t: TFunction): string {
  const parts = [
    ...(ticket.imageCount > 0 ? [t('tickets.imageCount', { count: ticket.imageCount })] : []),
    ...(ticket.hasBet ? [t('tickets.hasBet')] : []),
  ];
  return parts.length === 0 ? '-' : parts.join('，');
}

export function ticketColumns(t: TFunction, open: (id: number) => void): RecordColumn<DeskTicketSummary>[] {
  return [
    {
      key: 'id',
      title: t('tickets.columns.id'),
      cell: (ticket) => (
        <>
          <div>#{ticket.id}</div>
          <Muted $size="0.75rem">{formatBeijingTime(ticket.createdAt, 'minute')}</Muted>
        </>
      ),
    },
    {
      key: 'member',
      title: t('tickets.columns.member'),
      cell: (ticket) => (
        <>
          <div>{ticket.memberName}</div>
          <Muted $size="0.75rem">{t('tickets.vip', { grade: ticket.vipGrade })}</Muted>
        </>
      ),
    },
    { key: 'type', title: t('tickets.columns.type'), cell: (ticket) => t(`tickets.types.${ticket.type}`) },
    {
      key: 'excerpt',
      title: t('tickets.columns.excerpt'),
      cell: (ticket) => (
        <span data-testid="ticket-excerpt">
          {ticket.unreadBySupport && <Unread data-testid="ticket-unread">{t('tickets.unread')}</Unread>}
          {ticket.excerpt}
        </span>
      ),
    },
    { key: 'attachments', title: t('tickets.columns.attachments'), cell: (ticket) => attachments(ticket, t) },
    { key: 'state', title: t('tickets.columns.state'), cell: (ticket) => t(`tickets.status.${ticket.status}`) },
    {
      key: 'actions',
      title: t('tickets.columns.actions'),
      cell: (ticket) => (
        <Button type="button" variant="ghost" onClick={() => open(ticket.id)}>
          {t('tickets.open')}
        </Button>
      ),
    },
  ];
}
