import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const Panel = styled.div<{ $height: string }>`
  flex: 1 1 auto;
  height: ${({ $height }) => $height};
  min-height: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 1.5rem;
  text-align: center;
  background: ${({ theme }) => theme.surface};
`;

const Title = styled.strong`
  color: ${({ theme }) => theme.text};
`;

const Reason = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.danger};
`;

/** Joining the room failed: the server's reason and 重试. */
export function JoinFailed({ error, onRetry, height }: { error: string | null; onRetry: () => void; height: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Panel $height={height} role="alert" data-testid="chat-join-failed">
      <Title>{t('room.joinFailed')}</Title>
      {error && <Reason>{error}</Reason>}
      <Button variant="secondary" onClick={onRetry}>
        {t('shared:common.retry')}
      </Button>
    </Panel>
  );
}
