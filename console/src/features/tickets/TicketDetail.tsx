import { useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { consoleMemberSearch, consoleTicketDetail, rolesAllow, type DeskTicket } from 'shared/contract/console';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { Link } from 'shared/router';
import { AsyncView, Button, Muted, Row, Surface } from 'shared/ui';
import { operatorRoles, operatorSessionAtom } from '../../lib/operator-session';
import { NAMESPACE } from '../../setup';
import { FactList } from '../../ui/FactList';
import { CloseTicketDialog } from './CloseTicketDialog';
import { ReplyForm } from './ReplyForm';
import { TicketImage } from './TicketImage';
import { TicketThread } from './TicketThread';

const Text = styled.p`
  margin: 0 0 1rem;
  white-space: pre-wrap;
  line-height: 1.7;
`;

const Heading = styled.h2`
  margin: 1rem 0 0.5rem;
  font-size: 1rem;
`;

export interface TicketDetailProps {
  id: number;
  onBack: () => void;
  onClosed: (id: number) => void;
}

/** One ticket: who filed it, what they wrote and attached, the thread, and the reply and close actions. */
export function TicketDetail({ id, onBack, onClosed }: TicketDetailProps) {
  const { t } = useTranslation(NAMESPACE);
  const state = useEndpoint(consoleTicketDetail, { id });
  const [closing, setClosing] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <Surface $padding="1rem">
      <Row $gap="0.75rem" $justify="space-between">
        <Button type="button" variant="ghost" onClick={onBack}>
          {t('tickets.back')}
        </Button>
        {state.data && state.data.status !== 'closed' && (
          <Button type="button" variant="secondary" onClick={() => setClosing(true)}>
            {t('tickets.close')}
          </Button>
        )}
      </Row>
      <AsyncView state={state}>
        {(ticket) => (
          <div data-testid="ticket-detail">
            <Heading>{t('tickets.detailTitle', { id: ticket.id })}</Heading>
            <TicketFacts ticket={ticket} />
            <Heading>{t('tickets.content')}</Heading>
            <Text>{ticket.content}</Text>
            {ticket.images.length > 0 && (
              <>
                <Heading>{t('tickets.images')}</Heading>
                <Row $gap="0.75rem">
                  {ticket.images.map((image, index) => (
                    <TicketImage key={image.fileId} ticketId={ticket.id} fileId={image.fileId} index={index + 1} />
                  ))}
                </Row>
              </>
            )}
            <Heading>{t('tickets.thread')}</Heading>
            <TicketThread ticket={ticket} />
            {sent && (
              <p role="status" data-testid="ticket-sent">
                {t('tickets.sent')}
              </p>
            )}
            {ticket.status === 'closed' ? (
              <Muted data-testid="ticket-closed">{t('tickets.closedNote')}</Muted>
            ) : (
              <ReplyForm ticketId={ticket.id} onSent={() => setSent(true)} />
            )}
          </div>
        )}
      </AsyncView>
      {closing && (
        <CloseTicketDialog
          id={id}
          onCancel={() => setClosing(false)}
          onClosed={(closedId) => {
            setClosing(false);
            onClosed(closedId);
          }}
        />
      )}
    </Surface>
  );
}

function TicketFacts({ ticket }: { ticket: DeskTicket }) {
  const { t } = useTranslation(NAMESPACE);
  const roles = operatorRoles(useAtomValue(operatorSessionAtom));
  const memberPage = rolesAllow(consoleMemberSearch, roles);
  return (
    <FactList>
      <dt>{t('tickets.member')}</dt>
      <dd data-testid="ticket-member">
        {`${ticket.memberName}（ID ${ticket.memberId}，${t('tickets.vip', { grade: ticket.vipGrade })}）`}
        {memberPage && (
          <>
            {' '}
            <Link to={`/members?member=${ticket.memberId}`}>{t('tickets.memberLink')}</Link>
          </>
        )}
      </dd>
      <dt>{t('tickets.type')}</dt>
      <dd>{t(`tickets.types.${ticket.type}`)}</dd>
      <dt>{t('tickets.state')}</dt>
      <dd data-testid="ticket-state">{t(`tickets.status.${ticket.status}`)}</dd>
      <dt>{t('tickets.createdAt')}</dt>
      <dd>{formatBeijingTime(ticket.createdAt, 'second')}</dd>
      <dt>{t('tickets.traceId')}</dt>
      <dd>{ticket.traceId || '-'}</dd>
      {ticket.hasBet && (
        <>
          <dt>{t('tickets.bet')}</dt>
          <dd data-testid="ticket-bet">
            {ticket.bet === null
              ? t('tickets.betMissing')
              : t('tickets.betLine', {
                  time: formatBeijingTime(ticket.bet.createdAt, 'minute'),
                  venue: ticket.bet.venueName,
                  summary: ticket.bet.summary,
                  stake: formatMoney(ticket.bet.stake),
                })}
          </dd>
        </>
      )}
      {ticket.closedBy && (
        <>
          <dt>{t('tickets.closedBy')}</dt>
          <dd>
            {t('tickets.closedByName', {
              name: ticket.closedBy.operatorName,
              time: formatBeijingTime(ticket.closedBy.at, 'minute'),
            })}
          </dd>
        </>
      )}
    </FactList>
  );
}
