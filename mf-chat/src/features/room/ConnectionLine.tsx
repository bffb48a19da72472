import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { ChatConnectionState } from '../../socket';
import { NAMESPACE } from '../../setup';

const Line = styled.div`
  padding: 0.2rem 0.75rem;
  font-size: 0.75rem;
  text-align: center;
  color: ${({ theme }) => theme.warning};
  background: ${({ theme }) => theme.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.border};
`;

/** A quiet line while the socket is not open (socket errors are only logged, SPEC §4); nothing when open. */
export function ConnectionLine({ state }: { state: ChatConnectionState }) {
  const { t } = useTranslation(NAMESPACE);
  if (state === 'open') return null;
  return (
    <Line data-testid="chat-connection" role="status">
      {t(`room.connection.${state}`)}
    </Line>
  );
}
