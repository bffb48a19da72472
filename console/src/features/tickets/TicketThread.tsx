import styled from 'styled-components';
import type { DeskTicket } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { Muted, Row } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { TicketImage } from './TicketImage';

const Thread = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
  white-space: pre-wrap;
  header {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.textMuted};
    margin-bottom: 0.25rem;
  }
`;

/** The replies, oldest first, each with who wrote it and its images (shown on request). */
export function TicketThread({ ticket }: { ticket: DeskTicket }) {
  const { t } = useTranslation(NAMESPACE);
  if (ticket.replies.length === 0) return <Muted>{t('tickets.noReplies')}</Muted>;
  return (
    <Thread aria-label={t('tickets.thread')}>
      {ticket.replies.map((reply) => (
        <Entry key={reply.id} data-testid="ticket-reply">
          <header>
            {reply.operatorName === null ? t(`tickets.from.${reply.from}`) : reply.operatorName} ·{' '}
            <time dateTime={reply.createdAt}>{formatBeijingTime(reply.createdAt, 'second')}</time>
          </header>
          <div>{reply.content}</div>
          {reply.images.length > 0 && (
            <Row $gap="0.75rem" aria-label={t('tickets.replyImages')}>
              {reply.images.map((image, index) => (
                <TicketImage key={image.fileId} ticketId={ticket.id} fileId={image.fileId} index={index + 1} />
              ))}
            </Row>
          )}
        </Entry>
      ))}
    </Thread>
  );
}
