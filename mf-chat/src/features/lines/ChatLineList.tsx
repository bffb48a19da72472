import { useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { Spinner } from 'shared/ui';
import type { ChatLine } from '../../socket';
import { NAMESPACE } from '../../setup';
import { ChatLineItem } from './ChatLineItem';
import { isMine, lineKey } from './line-key';
import { useChatScroll } from './use-chat-scroll';

const Frame = styled.div<{ $height: string }>`
  position: relative;
  flex: 1 1 auto;
  height: ${({ $height }) => $height};
  min-height: 0;
`;

const Scroller = styled.div`
  height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: -2px;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0.75rem 0 0.5rem;
`;

const Older = styled.button`
  display: block;
  margin: 0.5rem auto 0;
  padding: 0.2rem 0.75rem;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: ${({ theme }) => theme.primary};
  font-size: 0.75rem;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.surfaceAlt};
  }
  &:disabled {
    color: ${({ theme }) => theme.textMuted};
    cursor: progress;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 3rem 1rem;
  text-align: center;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.textMuted};
`;

const NewBelow = styled.button`
  position: absolute;
  left: 50%;
  bottom: 0.75rem;
  transform: translateX(-50%);
  padding: 0.3rem 0.9rem;
  border: 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.onPrimary};
  font-size: 0.75rem;
  box-shadow: 0 0.25rem 0.75rem rgba(0, 0, 0, 0.25);
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.primaryHover};
  }
`;

export interface ChatLineListProps {
  lines: readonly ChatLine[];
  /** Still joining: nothing to show yet. */
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  myName: string | null;
  /** CSS height of the list. */
  height: string;
}

/** The scrolling log of a room: older pages on top, a "new messages" pill when scrolled up. */
export function ChatLineList({ lines, loading, hasOlder, loadingOlder, loadOlder, myName, height }: ChatLineListProps) {
  const { t } = useTranslation(NAMESPACE);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const first = lines[0];
  const last = lines[lines.length - 1];
  const { newBelow, scrollToBottom, onScroll } = useChatScroll(scrollerRef, {
    lines,
    firstKey: first ? lineKey(first) : null,
    lastKey: last ? lineKey(last) : null,
    lastMine: last ? isMine(last) : false,
    hasOlder,
    loadingOlder,
    loadOlder,
  });

  return (
    <Frame $height={height}>
      <Scroller
        ref={scrollerRef}
        data-testid="chat-lines"
        role="log"
        aria-label={t('room.lines')}
        tabIndex={0}
        onScroll={onScroll}
      >
        {hasOlder && (
          <Older
            type="button"
            data-testid="chat-older"
            onClick={loadOlder}
            disabled={loadingOlder}
            aria-busy={loadingOlder || undefined}
          >
            {loadingOlder ? t('room.loadingOlder') : t('room.older')}
          </Older>
        )}
        {lines.length > 0 ? (
          <List>
            {lines.map((line) => (
              <ChatLineItem key={lineKey(line)} line={line} myName={myName} />
            ))}
          </List>
        ) : loading ? (
          <Spinner label={t('room.joining')} />
        ) : (
          <Empty>{t('room.empty')}</Empty>
        )}
      </Scroller>
      {newBelow && (
        <NewBelow type="button" onClick={scrollToBottom}>
          {t('room.newMessages')}
        </NewBelow>
      )}
    </Frame>
  );
}
