import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { getFeedBackList, type FeedbackSummary } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { formatBeijingTime } from 'shared/format';
import { AsyncView, EmptyState, Pager } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { FEEDBACK_PAGE_SIZE } from './feedback-api';
import { Dot } from './feedback-styles';

const List = styled.ul<{ $stale: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.border};
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.625rem 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.border};
`;

const Open = styled.button`
  flex: 1;
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr) auto auto;
  align-items: center;
  gap: 0.75rem;
  min-width: 0;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-size: 0.875rem;
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
  .excerpt {
    display: flex;
    align-items: center;
    gap: 0.375rem;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  time {
    color: ${({ theme }) => theme.textMuted};
    font-size: 0.8125rem;
  }
`;

const Status = styled.span<{ $status: FeedbackSummary['status'] }>`
  color: ${({ theme, $status }) => ($status === 'replied' ? theme.success : $status === 'pending' ? theme.warning : theme.textMuted)};
`;

const Delete = styled.button`
  border: 0;
  background: none;
  color: ${({ theme }) => theme.danger};
  cursor: pointer;
  font-size: 0.8125rem;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
`;

export interface FeedbackListProps {
  onOpen: (id: number) => void;
  onDelete: (id: number) => void;
}

/** 我的反馈: the member's tickets, newest first, with their status and a dot for unread replies. */
export function FeedbackList({ onOpen, onDelete }: FeedbackListProps) {
  const { t } = useTranslation(NAMESPACE);
  const [page, setPage] = useState(1);
  const tickets = useEndpoint(getFeedBackList, { pageNum: page, pageSize: FEEDBACK_PAGE_SIZE });
  const data = tickets.data;
  const loading = tickets.status === 'loading';
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / FEEDBACK_PAGE_SIZE));

  // A deletion that emptied the last page: show the page before it.
  if (tickets.status === 'success' && tickets.data.list.length === 0 && page > 1 && page > pages) setPage(pages);

  return (
    <AsyncView
      state={tickets}
      isEmpty={(answer) => answer.list.length === 0}
      empty={<EmptyState title={t('feedback.list.empty')} />}
    >
      {(answer) => (
        <>
          <List $stale={loading} aria-busy={loading || undefined} aria-label={t('feedback.tabs.list')}>
            {answer.list.map((ticket) => (
              <Item key={ticket.id} data-testid="feedback-ticket">
                <Open type="button" onClick={() => onOpen(ticket.id)}>
                  <span>{t(`feedback.types.${ticket.type}`)}</span>
                  <span className="excerpt">
                    {ticket.unreadReplies > 0 && (
                      <Dot role="img" aria-label={t('feedback.list.unread', { count: ticket.unreadReplies })} />
                    )}
                    {ticket.excerpt}
                  </span>
                  <Status $status={ticket.status}>{t(`feedback.status.${ticket.status}`)}</Status>
                  <time dateTime={ticket.createdAt}>{formatBeijingTime(ticket.createdAt)}</time>
                </Open>
                <Delete
                  type="button"
                  aria-label={t('feedback.deleteTicket', { excerpt: ticket.excerpt })}
                  onClick={() => onDelete(ticket.id)}
                >
                  {t('feedback.delete')}
                </Delete>
              </Item>
            ))}
          </List>
          <Pager page={page} pages={pages} busy={loading} onChange={setPage} label={t('feedback.list.pager')} />
        </>
      )}
    </AsyncView>
  );
}
