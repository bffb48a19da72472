import styled from 'styled-components';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../setup';
import { CopyButton } from '../../../agent/CopyButton';
import type { Invite } from './invitation-detail';

const Card = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 1rem;
  align-items: center;
  @media (max-width: 560px) { grid-template-columns: 1fr; }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  > span { font-size: 0.75rem; color: ${({ theme }) => theme.textMuted}; }
`;

const ValueRow = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
`;

const Value = styled.output<{ $code?: boolean }>`
  flex: 1;
  min-width: 0;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme, $code }) => ($code ? theme.primary : theme.text)};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${({ $code }) => ($code ? '1.125rem' : '0.8125rem')};
  font-weight: ${({ $code }) => ($code ? 700 : 400)};
  overflow-wrap: anywhere;
`;

/** Dark modules on white in both editions: that is what scanners read. */
const Qr = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.375rem;
  margin: 0;
  figcaption { font-size: 0.75rem; color: ${({ theme }) => theme.textMuted}; }
  svg { padding: 0.5rem; background: #fff; border-radius: ${({ theme }) => theme.radius}; }
`;

/** The member's invite code and link, each with a copy button, and the link's QR code. */
export function InviteCard({ invite }: { invite: Invite }) {
  const { t } = useTranslation(NAMESPACE);
  const codeLabel = t('invite.code');
  const linkLabel = t('invite.link');
  return (
    <Card data-testid="invite-card">
      <Fields>
        <Field>
          <span id="invite-code-label">{codeLabel}</span>
          <ValueRow>
            <Value $code aria-labelledby="invite-code-label" data-testid="invite-code">
              {invite.code}
            </Value>
            <CopyButton value={invite.code} what={codeLabel} testId="invite-copy-code" />
          </ValueRow>
        </Field>
        <Field>
          <span id="invite-link-label">{linkLabel}</span>
          <ValueRow>
            <Value aria-labelledby="invite-link-label" data-testid="invite-link">
              {invite.link}
            </Value>
            <CopyButton value={invite.link} what={linkLabel} testId="invite-copy-link" />
          </ValueRow>
        </Field>
      </Fields>
      <Qr>
        <QRCodeSVG value={invite.link} size={132} level="M" marginSize={0} fgColor="#111111" bgColor="#ffffff" title={t('invite.qr')} />
        <figcaption>{t('invite.qrHint')}</figcaption>
      </Qr>
    </Card>
  );
}
