import { useId } from 'react';
import styled from 'styled-components';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';
import { CopyButton } from './CopyButton';

/** The fields first; the QR code beside them where there is room (the invitation page), under them in a narrow column (the agent page). */
const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: center;
`;

const Fields = styled.div`
  flex: 1 1 16rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  > span {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.textMuted};
  }
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
  letter-spacing: ${({ $code }) => ($code ? '0.08em' : 'normal')};
  overflow-wrap: anywhere;
`;

/** Dark modules on white in both editions: that is what scanners read. */
const Qr = styled.figure`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.375rem;
  margin: 0;
  figcaption {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.textMuted};
  }
  svg {
    padding: 0.5rem;
    background: #fff;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

export interface InviteDetailsProps {
  /** The member's invite, as the agent programme and the friend invitation answer it. */
  invite: { code: string; link: string };
  /** What the page calls the link (推广链接, 邀请链接), and the QR code's name. */
  linkLabel: string;
  qrLabel: string;
}

/** The member's invite code and link, each with a copy button, and the link's QR code. */
export function InviteDetails({ invite, linkLabel, qrLabel }: InviteDetailsProps) {
  const { t } = useTranslation(NAMESPACE);
  const ids = useId();
  const codeLabel = t('inviteDetails.code');
  return (
    <Layout data-testid="invite-details">
      <Fields>
        <Field>
          <span id={`${ids}-code`}>{codeLabel}</span>
          <ValueRow>
            <Value $code aria-labelledby={`${ids}-code`} data-testid="invite-code">
              {invite.code}
            </Value>
            <CopyButton value={invite.code} what={codeLabel} testId="invite-copy-code" />
          </ValueRow>
        </Field>
        <Field>
          <span id={`${ids}-link`}>{linkLabel}</span>
          <ValueRow>
            <Value aria-labelledby={`${ids}-link`} data-testid="invite-link">
              {invite.link}
            </Value>
            <CopyButton value={invite.link} what={linkLabel} testId="invite-copy-link" />
          </ValueRow>
        </Field>
      </Fields>
      <Qr>
        <QRCodeSVG
          value={invite.link}
          size={140}
          level="M"
          marginSize={0}
          fgColor="#111111"
          bgColor="#ffffff"
          title={qrLabel}
          data-testid="invite-qr"
        />
        <figcaption>{t('inviteDetails.qrHint')}</figcaption>
      </Qr>
    </Layout>
  );
}
