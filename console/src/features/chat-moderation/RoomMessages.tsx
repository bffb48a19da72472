import styled from 'styled-components';
import type { ChatMessage } from 'shared/contract';
import { formatBeijingTime } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { Button, Muted } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 32rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Line = styled.li`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  padding: 0.5rem 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.border};
`;

const Text = styled.span`
  flex: 1;
  overflow-wrap: anywhere;
`;

/** The room's newest messages, oldest first, as text; a member's line offers to mute them. */
export function RoomMessages({
  messages,
  onMute,
}: {
  messages: readonly ChatMessage[];
  onMute: (name: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="chat-room-messages">
      <h3 id="chat-room-messages">{t('chatModeration.messagesTitle')}</h3>
      {messages.length === 0 ? (
        <Muted as="p">{t('chatModeration.noMessages')}</Muted>
      ) : (
        <List data-testid="chat-room-messages">
          {messages.map((message) => (
            <Line key={message.id} data-testid="chat-room-line">
              <Muted>{formatBeijingTime(message.at, 'second')}</Muted>
              <strong>{message.name}</strong>
              <Text>{message.msg}</Text>
              {message.role === 'member' && (
                <Button
                  variant="ghost"
                  onClick={() => onMute(message.name)}
                  aria-label={t('chatModeration.muteLineOne', { name: message.name })}
                >
                  {t('chatModeration.muteLine')}
                </Button>
              )}
            </Line>
          ))}
        </List>
      )}
    </section>
  );
}
