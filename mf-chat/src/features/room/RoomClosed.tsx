import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';

const Line = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.875rem;
`;

const Rejoin = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.primary};
  font-size: 0.8125rem;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

/** The operator destroyed the room: what was said stays readable, nothing more can be sent. */
export function RoomClosed({ onRejoin }: { onRejoin: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Line data-testid="chat-notice" role="status">
      <span>{t('room.notice.closed')}</span>
      <Rejoin type="button" onClick={onRejoin}>
        {t('room.rejoin')}
      </Rejoin>
    </Line>
  );
}
