import styled from 'styled-components';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { bus } from 'shared/bus';
import { Button, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { CopyButton } from './CopyButton';
import type { AgentProgrammeData } from './use-agent-programme';

const Card = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  h2 { margin: 0; font-size: 1rem; }
  p { margin: 0; font-size: 0.8125rem; line-height: 1.6; color: ${({ theme }) => theme.textMuted}; }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  span { font-size: 0.75rem; color: ${({ theme }) => theme.textMuted}; }
`;

const ValueRow = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
`;

const Value = styled.output`
  flex: 1;
  min-width: 0;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.text};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
`;

const Code = styled(Value)`
  font-size: 1.125rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.primary};
`;

/** The code stays dark on white in both editions: scanners read dark modules on a light ground. */
const QrBox = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  figcaption { font-size: 0.75rem; color: ${({ theme }) => theme.textMuted}; }
  svg { padding: 0.5rem; background: #fff; border-radius: ${({ theme }) => theme.radius}; }
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

  const codeLabel = t('agent.invite.code');
  const linkLabel = t('agent.invite.link');
  return (
    <Card aria-labelledby="agent-invite-title" data-testid="agent-invite">
      <h2 id="agent-invite-title">{t('agent.invite.title')}</h2>
      <Field>
        <span id="agent-invite-code-label">{codeLabel}</span>
        <ValueRow>
          <Code aria-labelledby="agent-invite-code-label" data-testid="agent-invite-code">
            {invite.code}
          </Code>
          <CopyButton value={invite.code} what={codeLabel} testId="agent-copy-code" />
        </ValueRow>
      </Field>
      <Field>
        <span id="agent-invite-link-label">{linkLabel}</span>
        <ValueRow>
          <Value aria-labelledby="agent-invite-link-label" data-testid="agent-invite-link">
            {invite.link}
          </Value>
          <CopyButton value={invite.link} what={linkLabel} testId="agent-copy-link" />
        </ValueRow>
      </Field>
      <QrBox>
        <QRCodeSVG value={invite.link} size={148} level="M" marginSize={0} fgColor="#111111" bgColor="#ffffff" title={t('agent.invite.qr')} data-testid="agent-invite-qr" />
        <figcaption>{t('agent.invite.qrHint')}</figcaption>
      </QrBox>
    </Card>
  );
}
