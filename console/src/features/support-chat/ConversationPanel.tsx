import { useState, type FormEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from 'shared/contract';
import type { SupportAgentOnDuty, SupportChat } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { Button, Muted, Row, Surface, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ConsoleSelect } from '../../ui/ConsoleSelect';
import { DialogFailure } from '../../ui/dialog-parts';

export interface ConversationPanelProps {
  chat: SupportChat;
  messages: readonly ChatMessage[];
  /** The socket is logged in: answers can go. */
  ready: boolean;
  problem: string | undefined;
  agents: readonly SupportAgentOnDuty[];
  busy: boolean;
  onSend: (text: string) => void;
  onHandOver: (operatorId: number) => void;
  onClose: () => void;
}

/** One held room: its messages as both sides wrote them, the answer box, hand over and close. */
export function ConversationPanel(props: ConversationPanelProps) {
  const { chat, messages, ready, problem, agents, busy } = props;
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState('');
  const [target, setTarget] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = text.trim();
    if (answer === '' || !ready) return;
    props.onSend(answer);
    setText('');
  };

  return (
    <Surface $padding="1rem" data-testid="support-conversation">
      <h2 style={{ marginTop: 0 }}>{t('supportChat.conversationWith', { name: chat.ownerName })}</h2>
      <ol
        aria-label={t('supportChat.messages')}
        style={{ listStyle: 'none', padding: 0, maxHeight: '24rem', overflowY: 'auto' }}
      >
        {messages.map((message) => (
          <li
            key={message.id}
            data-testid="support-message"
            data-role={message.role}
            style={{ marginBottom: '0.5rem' }}
          >
            <Muted $size="0.75rem">
              {message.name} · {formatBeijingTime(message.at, 'second')}
            </Muted>
            <div>{message.msg}</div>
          </li>
        ))}
      </ol>
      {messages.length === 0 && <Muted>{t('supportChat.noMessages')}</Muted>}
      {problem !== undefined && <DialogFailure role="alert">{problem}</DialogFailure>}
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('supportChat.answer')}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          data-testid="support-answer"
        />
        <Row $gap="0.5rem">
          <Button type="submit" disabled={!ready || text.trim() === ''} data-testid="support-send">
            {t('supportChat.send')}
          </Button>
          {!ready && <Muted>{t('supportChat.connecting')}</Muted>}
        </Row>
      </form>
      <Row $gap="0.5rem" style={{ marginTop: '1rem' }}>
        <ConsoleSelect
          label={t('supportChat.handOverTo')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          <option value="">{agents.length === 0 ? t('supportChat.noOtherAgents') : t('supportChat.pickAgent')}</option>
          {agents.map((agent) => (
            <option key={agent.operatorId} value={String(agent.operatorId)}>
              {agent.name}
            </option>
          ))}
        </ConsoleSelect>
        <Button
          type="button"
          variant="ghost"
          disabled={busy || target === ''}
          onClick={() => props.onHandOver(Number(target))}
        >
          {t('supportChat.handOver')}
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={props.onClose} data-testid="support-close">
          {t('supportChat.close')}
        </Button>
      </Row>
    </Surface>
  );
}
