import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { Button, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { InviteDetails } from '../invite';
import type { AgentProgrammeData } from './use-agent-programme';

const Card = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.8125rem;
    line-height: 1.6;
    color: ${({ theme }) => theme.textMuted};
  }
`;

export interface InvitePanelProps {
  signedIn: boolean;
  invite: AgentProgrammeData['invite'];
  /** The programme is loading again (after a login): the member's invite is on its way. */
  loading: boolean;
}

/** A member's invite code, link and QR code; a visitor's way to log in for them. */
export function InvitePanel({ signedIn, invite, loading }: InvitePanelProps) {
  const { t } = useTranslation(NAMESPACE);

  if (!signedIn) {
    return (
      <Card aria-labelledby="agent-invite-title" data-testid="agent-invite-visitor">
        <h2 id="agent-invite-title">{t('agent.invite.title')}</h2>
        <p>{t('agent.invite.visitorHint')}</p>
        <Button block data-testid="agent-login" onClick={() => bus.emit('auth:request', { kind: 'login' })}>
          {t('agent.invite.login')}
        </Button>
        <Button block variant="secondary" onClick={() => bus.emit('auth:request', { kind: 'register' })}>
          {t('agent.invite.register')}
        </Button>
      </Card>
    );
  }

  if (!invite) {
    return (
      <Card aria-labelledby="agent-invite-title" aria-busy={loading || undefined}>
        <h2 id="agent-invite-title">{t('agent.invite.title')}</h2>
        {loading ? <Spinner /> : <p role="status">{t('agent.invite.unavailable')}</p>}
      </Card>
    );
  }

  return (
    <Card aria-labelledby="agent-invite-title" data-testid="agent-invite">
      <h2 id="agent-invite-title">{t('agent.invite.title')}</h2>
      <InviteDetails invite={invite} linkLabel={t('agent.invite.link')} qrLabel={t('agent.invite.qr')} />
    </Card>
  );
}
