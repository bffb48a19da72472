import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { Muted } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const QrFrame = styled.div`
  padding: 0.75rem;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
`;

const Secret = styled.code`
  font-size: 1rem;
  letter-spacing: 0.08em;
  word-break: break-all;
  user-select: all;
`;

/** A first login: the authenticator's QR code (the otpauth URI) and the same secret to type in. */
export function EnrolPanel({ secret, otpauthUri }: { secret: string; otpauthUri: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Panel>
      <Muted>{t('login.enrolHint')}</Muted>
      <QrFrame>
        <QRCodeSVG value={otpauthUri} size={176} title={t('login.enrolQr')} data-testid="enrol-qr" />
      </QrFrame>
      <Muted>
        {t('login.secret')}: <Secret data-testid="enrol-secret">{secret}</Secret>
      </Muted>
    </Panel>
  );
}
