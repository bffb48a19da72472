import styled, { css } from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { ChatLine } from '../../socket';
import { NAMESPACE } from '../../setup';
import { chatClock } from '../../time/chat-time';
import { VipBadge } from './VipBadge';

const Row = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: 0.2rem;
  padding: 0.3rem 0.75rem;
`;

const Meta = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: ${({ $mine }) => ($mine ? 'row-reverse' : 'row')};
  align-items: center;
  gap: 0.35rem;
  max-width: 100%;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.textMuted};
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.text};
  font-weight: 500;
`;

/** Text only, kept as typed: newlines stay, a long word breaks instead of widening the panel. */
const wrapped = css`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  word-break: break-word;
`;

const Bubble = styled.p<{ $mine: boolean; $tone: 'normal' | 'pending' | 'refused' }>`
  ${wrapped}
  margin: 0;
  max-width: 85%;
  padding: 0.45rem 0.7rem;
  border-radius: ${({ theme }) => theme.radius};
  line-height: 1.5;
  font-size: 0.875rem;
  ${({ theme, $mine }) =>
    $mine
      ? css`
          background: ${theme.primary};
          color: ${theme.onPrimary};
          border: 1px solid ${theme.primary};
          border-top-right-radius: 2px;
        `
      : css`
          background: ${theme.surfaceAlt};
          color: ${theme.text};
          border: 1px solid ${theme.border};
          border-top-left-radius: 2px;
        `}
  ${({ $tone }) => $tone === 'pending' && 'opacity: 0.55;'}
  ${({ theme, $tone }) =>
    $tone === 'refused' &&
    css`
      background: transparent;
      color: ${theme.text};
      border: 1px dashed ${theme.danger};
    `}
`;

const Reason = styled.span`
  max-width: 85%;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.danger};
  ${wrapped}
`;

const System = styled.li`
  padding: 0.3rem 1rem;
  text-align: center;
`;

const SystemText = styled.span`
  ${wrapped}
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.textMuted};
  background: ${({ theme }) => theme.surfaceAlt};
`;

export interface ChatLineItemProps {
  line: ChatLine;
  /** My name on the socket, for my lines that have no stored message yet. */
  myName: string | null;
}

/** One line of a room. Message text is rendered as React text, never as HTML. */
export function ChatLineItem({ line, myName }: ChatLineItemProps) {
  const { t } = useTranslation(NAMESPACE);

  if (line.kind === 'system' || (line.kind === 'message' && line.message.role === 'system')) {
    const text = line.kind === 'system' ? line.text : line.message.msg;
    return (
      <System data-testid="chat-line" data-kind="system" data-mine="false">
        <SystemText data-testid="chat-line-text">{text}</SystemText>
      </System>
    );
  }

  if (line.kind === 'message') {
    const { message, mine } = line;
    return (
      <Row data-testid="chat-line" data-kind="message" data-mine={String(mine)} $mine={mine}>
        <Meta $mine={mine}>
          <Name data-testid="chat-line-name">{message.name}</Name>
          <VipBadge role={message.role} vipLevel={message.vipLevel} />
          <time dateTime={new Date(message.at).toISOString()}>{chatClock(message.at)}</time>
        </Meta>
        <Bubble data-testid="chat-line-text" $mine={mine} $tone="normal">
          {message.msg}
        </Bubble>
      </Row>
    );
  }

  const name = myName ?? t('room.me');
  return (
    <Row data-testid="chat-line" data-kind={line.kind} data-mine="true" $mine>
      <Meta $mine>
        <Name data-testid="chat-line-name">{name}</Name>
        {line.kind === 'pending' ? (
          <span>{t('room.pending')}</span>
        ) : (
          <time dateTime={new Date(line.at).toISOString()}>{chatClock(line.at)}</time>
        )}
      </Meta>
      <Bubble data-testid="chat-line-text" $mine $tone={line.kind}>
        {line.msg}
      </Bubble>
      {line.kind === 'refused' && (
        <Reason data-testid="chat-line-reason" role="alert">
          {line.reason}
        </Reason>
      )}
    </Row>
  );
}
