import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { matchRoomId } from 'shared/contract';
import type { MatchChatProps } from 'shared/remotes';
import { ensureChatStarted, useChatConnection, useChatRoom } from '../../socket';
import { NAMESPACE } from '../../setup';
import { ChatRoomBody } from '../room';
import { PredictionChips } from './PredictionChips';
import { useKnownScore } from './use-known-score';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 22.5rem;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0.5rem 0.5rem 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surfaceAlt};
`;

const Heading = styled.h3`
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
`;

const Title = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Score = styled.span`
  flex: none;
  color: ${({ theme }) => theme.primary};
  font-variant-numeric: tabular-nums;
  font-weight: 700;
`;

const Online = styled.span`
  flex: none;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.textMuted};
`;

const Close = styled.button`
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.textMuted};
  font-size: 1.125rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.border};
    color: ${({ theme }) => theme.text};
  }
`;

/**
 * About 420 px on the 1920-pixel design, less on a short window so the panel and the bet slip above
 * it fit the side column together, but never so little that a conversation cannot be followed.
 */
const LIST_HEIGHT = 'clamp(16rem, calc(100vh - 54rem), 26.25rem)';

/** The chat beside a live match: its heading with the live score, the predictions, the room. */
export function MatchChatView({ gameId, title, onClose }: MatchChatProps) {
  const { t } = useTranslation(NAMESPACE);
  const rid = matchRoomId(gameId);
  const view = useChatRoom(rid);
  const connection = useChatConnection();
  const score = useKnownScore(view.lastScore);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => ensureChatStarted(), []);

  // Opened below the bet slip, the panel may start below the side column's fold: bring it in.
  useEffect(() => {
    const panel = panelRef.current;
    if (panel && typeof panel.scrollIntoView === 'function') panel.scrollIntoView({ block: 'nearest' });
  }, [rid]);

  return (
    <Panel ref={panelRef} data-testid="match-chat" data-rid={rid} aria-label={t('match.label', { title })}>
      <Head>
        <Heading>
          <Title title={title}>{title}</Title>
          {score && (
            <Score data-testid="match-chat-score">
              {score.home} : {score.away}
            </Score>
          )}
        </Heading>
        {view.room && <Online>{t('match.online', { count: view.room.online })}</Online>}
        {onClose && (
          <Close
            type="button"
            data-testid="match-chat-close"
            aria-label={t('match.close')}
            title={t('match.close')}
            onClick={onClose}
          >
            ×
          </Close>
        )}
      </Head>
      {view.prediction && <PredictionChips prediction={view.prediction} />}
      <ChatRoomBody view={view} connection={connection} listHeight={LIST_HEIGHT} />
    </Panel>
  );
}
