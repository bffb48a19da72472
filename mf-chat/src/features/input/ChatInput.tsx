import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { CHAT_MESSAGE_MAX_LENGTH } from 'shared/contract';
import { Button } from 'shared/ui';
import type { ChatSendResult } from '../../socket';
import { NAMESPACE } from '../../setup';
import { EmojiPicker, insertAtCaret } from '../emoji';
import { isTooLong, messageLength } from './message-length';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  padding: 0.5rem 0.75rem 0.625rem;
  border-top: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surface};
`;

const Area = styled.textarea`
  width: 100%;
  min-height: 3.75rem;
  padding: 0.45rem 0.6rem;
  resize: none;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-size: 0.875rem;
  line-height: 1.5;
  box-sizing: border-box;
  &::placeholder {
    color: ${({ theme }) => theme.textMuted};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.primary};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  button[type='submit'] {
    min-height: 2rem;
    padding: 0 1rem;
  }
`;

const Counter = styled.span<{ $over: boolean }>`
  margin-left: auto;
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.danger : theme.textMuted)};
  font-weight: ${({ $over }) => ($over ? 600 : 400)};
`;

const SendError = styled.p`
  margin: 0;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.danger};
`;

export interface ChatInputProps {
  /** A notice says why nothing can be sent, or the room is not joined yet. */
  disabled: boolean;
  onSend: (text: string) => ChatSendResult;
  /** Focus the box the first time it can be typed in (the support window). */
  autoFocus?: boolean;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line, a composing input method's Enter
 * is left alone. The trimmed text is sent; the box is cleared only once the send is accepted.
 */
export function ChatInput({ disabled, onSend, autoFocus = false }: ChatInputProps) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const focused = useRef(false);
  /** Where the caret goes once React has put an inserted emoji into the box. */
  const caretAfterInsert = useRef<number | null>(null);
  const length = messageLength(text);
  const over = isTooLong(text);

  useEffect(() => {
    if (!autoFocus || disabled || focused.current) return;
    focused.current = true;
    areaRef.current?.focus();
  }, [autoFocus, disabled]);

  useLayoutEffect(() => {
    const caret = caretAfterInsert.current;
    if (caret === null) return;
    caretAfterInsert.current = null;
    areaRef.current?.focus();
    areaRef.current?.setSelectionRange(caret, caret);
  }, [text]);

  const send = () => {
    const trimmed = text.trim();
    if (disabled || trimmed === '') return;
    if (over) {
      setError(t('input.tooLong', { max: CHAT_MESSAGE_MAX_LENGTH }));
      return;
    }
    const result = onSend(trimmed);
    if (result.ok) {
      setText('');
      setError(null);
    } else {
      setError(result.reason || t('input.failed'));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  };

  const pick = (emoji: string) => {
    const area = areaRef.current;
    const next = insertAtCaret(text, emoji, area?.selectionStart ?? text.length, area?.selectionEnd ?? text.length);
    caretAfterInsert.current = next.caret;
    setText(next.text);
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Area
        ref={areaRef}
        data-testid="chat-input"
        aria-label={t('input.label')}
        placeholder={t('input.placeholder')}
        rows={2}
        value={text}
        disabled={disabled}
        aria-invalid={over || undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      {error && (
        <SendError role="alert" data-testid="chat-input-error">
          {error}
        </SendError>
      )}
      <Bar>
        <EmojiPicker disabled={disabled} onPick={pick} />
        <Counter $over={over} data-testid="chat-counter">
          {length}/{CHAT_MESSAGE_MAX_LENGTH}
        </Counter>
        <Button type="submit" data-testid="chat-send" disabled={disabled || length === 0}>
          {t('input.send')}
        </Button>
      </Bar>
    </Form>
  );
}
