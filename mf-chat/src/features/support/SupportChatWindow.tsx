import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { markSupportChatUsed } from 'shared/storage';
import { useChatConnection, useChatRoom } from '../../socket';
import { NAMESPACE } from '../../setup';
import { ChatRoomBody } from '../room';
import { useOpenService } from './use-open-service';

const Window = styled.div`
  position: fixed;
  right: 1.5rem;
  bottom: 1.5rem;
  z-index: 950;
  display: flex;
  flex-direction: column;
  width: min(22.5rem, calc(100vw - 2rem));
  height: min(34rem, calc(100vh - 6rem));
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  box-shadow: 0 1rem 2.5rem rgba(0, 0, 0, 0.3);
  &:focus {
    outline: none;
  }
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.625rem 0.5rem 0.625rem 0.875rem;
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.onPrimary};
`;

const Title = styled.h2`
  flex: 1 1 auto;
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 600;
`;

const External = styled.button`
  flex: none;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 0.75rem;
  opacity: 0.85;
  cursor: pointer;
  text-decoration: underline;
  &:hover:not(:disabled) {
    opacity: 1;
  }
  &:disabled {
    cursor: progress;
  }
`;

const Close = styled.button`
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.12);
  }
`;

/**
 * The member's (or guest's) own support room in a window at the bottom right. Not modal: the page
 * stays usable behind it. Escape or × closes it; the input takes focus once it can be typed in.
 */
export function SupportChatWindow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const connection = useChatConnection();
  const view = useChatRoom(connection.identity?.supportRid ?? null);
  const service = useOpenService();
  const windowRef = useRef<HTMLDivElement>(null);

  // While it is open and when it closes: the next pages start the chat with them, to count the answers.
  useEffect(() => {
    markSupportChatUsed();
    return () => markSupportChatUsed();
  }, []);

  // The input takes focus when it can; until the room is joined hold it in the window, so Escape works.
  useEffect(() => {
    if (!windowRef.current?.contains(document.activeElement)) windowRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return createPortal(
    <Window
      ref={windowRef}
      role="dialog"
      aria-modal="false"
      aria-label={t('support.title')}
      data-testid="support-chat"
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <Head>
        <Title>{t('support.title')}</Title>
        <External type="button" onClick={service.open} disabled={service.busy} aria-busy={service.busy || undefined}>
          {t('support.external')}
        </External>
        <Close
          type="button"
          data-testid="support-chat-close"
          aria-label={t('support.close')}
          title={t('support.close')}
          onClick={onClose}
        >
          ×
        </Close>
      </Head>
      <ChatRoomBody view={view} connection={connection} listHeight="auto" autoFocusInput />
    </Window>,
    document.body,
  );
}
