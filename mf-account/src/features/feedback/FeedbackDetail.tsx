import { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { getFeedbackInfo, type FeedbackDetail as Detail } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { AsyncView, Button, Row } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { afterTicketOpened } from './feedback-api';
import { Thumbs } from './feedback-styles';

const Meta = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.375rem 1rem;
  margin: 0;
  font-size: 0.875rem;
  dt {
    color: ${({ theme }) => theme.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Text = styled.div`
  font-size: 0.875rem;
  line-height: 1.7;
  white-space: pre-wrap;
`;

const Conversation = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 80%;
  padding: 0.625rem 0.875rem;
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  background: ${({ theme, $mine }) => ($mine ? theme.primary : theme.surfaceAlt)};
  color: ${({ theme, $mine }) => ($mine ? theme.onPrimary : theme.text)};
  font-size: 0.875rem;
  white-space: pre-wrap;
  header {
    font-size: 0.75rem;
    opacity: 0.8;
    margin-bottom: 0.25rem;
  }
`;

const Heading = styled.h2`
  margin: 0.5rem 0 0;
  font-size: 1rem;
`;

export interface FeedbackDetailProps {
  id: number;
  onBack: () => void;
  onDelete: (id: number) => void;
}

/** One ticket: what the member wrote, the images, the bet, and the conversation with support. */
export function FeedbackDetail({ id, onBack, onDelete }: FeedbackDetailProps) {
  const { t } = useTranslation(NAMESPACE);
  const ticket = useEndpoint(getFeedbackInfo, { id });
  const opened = ticket.status === 'success' ? ticket.data : null;
  useEffect(() => {
    if (opened) afterTicketOpened(opened);
  }, [opened]);
  return (
    <section aria-label={t('feedback.detail.label')} data-testid="feedback-detail">
      <Row $wrap $gap="0.75rem">
        <Button variant="ghost" onClick={onBack}>
          {t('feedback.detail.back')}
        </Button>
        {ticket.data && (
          <Button variant="secondary" onClick={() => onDelete(id)}>
            {t('feedback.delete')}
          </Button>
        )}
      </Row>
      <AsyncView state={ticket}>{(data) => <TicketBody ticket={data} />}</AsyncView>
    </section>
  );
}

function TicketBody({ ticket }: { ticket: Detail }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Meta>
        <dt>{t('feedback.detail.type')}</dt>
        <dd>{t(`feedback.types.${ticket.type}`)}</dd>
        <dt>{t('feedback.detail.status')}</dt>
        <dd>{t(`feedback.status.${ticket.status}`)}</dd>
        <dt>{t('feedback.detail.createdAt')}</dt>
        <dd>{formatBeijingTime(ticket.createdAt)}</dd>
        {ticket.bet && (
          <>
            <dt>{t('feedback.detail.bet')}</dt>
            <dd data-testid="feedback-bet">
              {t('feedback.bet.option', {
                time: formatBeijingTime(ticket.bet.createdAt),
                venue: ticket.bet.venueName,
                summary: ticket.bet.summary,
                stake: formatMoney(ticket.bet.stake),
              })}
            </dd>
          </>
        )}
      </Meta>
      <Heading>{t('feedback.detail.content')}</Heading>
      <Text>{ticket.content}</Text>
      {ticket.images.length > 0 && (
        <Thumbs aria-label={t('feedback.detail.images')}>
          {ticket.images.map((image, index) => (
            <li key={image.fileId}>
              <a href={image.url} target="_blank" rel="noreferrer">
                <img src={image.url} alt={t('feedback.images.alt', { index: index + 1 })} />
              </a>
            </li>
          ))}
        </Thumbs>
      )}
      <Heading>{t('feedback.detail.replies')}</Heading>
      {ticket.replies.length === 0 ? (
        <Text>{t('feedback.detail.noReplies')}</Text>
      ) : (
        <Conversation aria-label={t('feedback.detail.replies')}>
          {ticket.replies.map((reply) => (
            <Bubble key={reply.id} $mine={reply.from === 'member'} data-testid="feedback-reply">
              <header>
                {t(`feedback.detail.from.${reply.from}`)} ·{' '}
                <time dateTime={reply.createdAt}>{formatBeijingTime(reply.createdAt)}</time>
              </header>
              {reply.content}
              {reply.images.length > 0 && (
                <Thumbs aria-label={t('feedback.detail.replyImages')}>
                  {reply.images.map((image, index) => (
                    <li key={image.fileId}>
                      <a href={image.url} target="_blank" rel="noreferrer">
                        <img src={image.url} alt={t('feedback.detail.replyImageAlt', { index: index + 1 })} />
                      </a>
                    </li>
                  ))}
                </Thumbs>
              )}
            </Bubble>
          ))}
        </Conversation>
      )}
      {ticket.status === 'closed' && <Text data-testid="feedback-closed">{t('feedback.detail.closedNote')}</Text>}
    </>
  );
}
