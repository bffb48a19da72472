import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { NAMESPACE } from '../../setup';
import { chatDeadline } from '../../time/chat-time';
import type { SendBlocker } from './send-blocker';

const Line = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  padding: 0.45rem 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.8125rem;
  text-align: center;
`;

const Login = styled.button`
  padding: 0.15rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.primary};
  border-radius: 999px;
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.onPrimary};
  font-size: 0.75rem;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.primaryHover};
  }
`;

/** Why the member cannot send; for a guest, a 登录 button that opens the login dialog. */
export function ChatNotice({ blocker, now }: { blocker: SendBlocker; now: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Line data-testid="chat-notice" role="status">
      {blocker.kind === 'guest' ? (
        <>
          <span>{t('room.notice.guest')}</span>
          <Login type="button" data-testid="chat-login" onClick={() => bus.emit('auth:request', { kind: 'login' })}>
            {t('room.notice.login')}
          </Login>
        </>
      ) : blocker.kind === 'muted' ? (
        <span>
          {blocker.reason === ''
            ? t('room.notice.muted', { time: chatDeadline(blocker.until, now) })
            : t('room.notice.mutedReason', { time: chatDeadline(blocker.until, now), reason: blocker.reason })}
        </span>
      ) : blocker.kind === 'vip' ? (
        <span>{t('room.notice.vip', { level: blocker.level })}</span>
      ) : (
        <span>{t(`room.notice.${blocker.kind}`)}</span>
      )}
    </Line>
  );
}
