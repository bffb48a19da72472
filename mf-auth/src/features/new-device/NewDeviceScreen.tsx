import { useState, type FormEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import styled from 'styled-components';
import { bus, type NewDeviceRequest } from 'shared/bus';
import { Button, TextField } from 'shared/ui';
import {
  CODE_DIGITS,
  checkDeviceCode,
  digitsOnly,
  isDeviceCodeComplete,
  ruleMessageKey,
  unmaskPhone,
} from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { useCaptcha } from '../captcha';
import { CodeButton, useCountdown } from '../countdown';
import { FieldWithAction, Form, Note, SubmitRow } from '../../form/Form';
import { FormAlert } from '../../form/FormAlert';
import { LinkRow, TextLink } from '../../form/TextLink';
import { useSubmission } from '../../form/use-submission';
import { logIn } from '../login';
import { sendDeviceCode, type DeviceCodeChannel } from './device-code';
import { PhoneCheckDialog } from './PhoneCheckDialog';
import { VoiceCodeDialog } from './VoiceCodeDialog';

const Phone = styled.strong`
  color: ${({ theme }) => theme.text};
  letter-spacing: 0.05em;
`;

const Warning = styled.p`
  margin: 0.25rem 0 0;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.warning};
  font-size: 0.8125rem;
`;

const Voice = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
`;

export interface NewDeviceScreenProps {
  request: NewDeviceRequest;
  onSignedIn: () => void;
  /** The repeated login met another risk answer: show its message. */
  onNewDevice: (request: NewDeviceRequest) => void;
  onSwitchAccount: () => void;
  onRegister: () => void;
}

/**
 * The new-device check (SPEC §2, §4): the server's reason and the masked phone; 获取验证码 asks for
 * the hidden 4 digits, then a captcha, then sends an SMS (or, via 语音验证码, a call); the login
 * repeats with the 6-digit code once one was asked for.
 */
export function NewDeviceScreen({
  request,
  onSignedIn,
  onNewDevice,
  onSwitchAccount,
  onRegister,
}: NewDeviceScreenProps) {
  const { t } = useTranslation(NAMESPACE);
  const runCaptcha = useCaptcha();
  const [code, setCode] = useState('');
  const [requested, setRequested] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [checking, setChecking] = useState<DeviceCodeChannel | null>(null);
  const [voiceInfo, setVoiceInfo] = useState(false);
  const countdown = useCountdown();
  const sending = useSubmission(t('codes.sendFailed'));
  const signingIn = useSubmission(t('login.failed'), 'toast');
  const failure = checkDeviceCode(code, requested);
  const masked = request.phoneNumber;

  const send = (channel: DeviceCodeChannel, middle: string) =>
    sending.run(async () => {
      const phone = unmaskPhone(masked, middle);
      const seconds = await sendDeviceCode(
        { phone, name: request.name, passwordHash: request.passwordHash, channel },
        runCaptcha,
      );
      countdown.start(seconds);
      setRequested(true);
      bus.emit('ui:toast', { message: t(channel === 2 ? 'codes.sentVoice' : 'codes.sent'), kind: 'success' });
    });

  /** A phone shown in full (no mask) needs no proof that the member knows it. */
  const getCode = (channel: DeviceCodeChannel) => {
    if (masked.includes('*')) setChecking(channel);
    else send(channel, '');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (failure) return;
    signingIn.run(async () => {
      const outcome = await logIn(
        { name: request.name, passwordHash: request.passwordHash, proof: { kind: 'device-code', code } },
        runCaptcha,
      );
      if (outcome.kind === 'signed-in') onSignedIn();
      else onNewDevice(outcome.request);
    });
  };

  const idle = countdown.remaining === 0 && !sending.busy;
  return (
    <>
      <Form onSubmit={submit} noValidate aria-label={t('newDevice.title')}>
        {request.message && <Note>{request.message}</Note>}
        <Note>
          {t('newDevice.sendTo')}
          <Phone>{masked}</Phone>
        </Note>
        <FormAlert message={sending.error} />
        <FieldWithAction>
          <TextField
            label={t('fields.code')}
            placeholder={t('newDevice.codePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_DIGITS}
            value={code}
            onChange={(event) => setCode(digitsOnly(event.target.value, CODE_DIGITS))}
            error={attempted && failure ? t(ruleMessageKey(failure)) : undefined}
          />
          <CodeButton
            remaining={countdown.remaining}
            requested={requested}
            busy={sending.busy}
            onClick={() => getCode(0)}
          />
        </FieldWithAction>
        <Voice>
          {t('newDevice.voicePrompt')}
          <TextLink onClick={() => setVoiceInfo(true)} disabled={!idle}>
            {t('newDevice.voiceLink')}
          </TextLink>
        </Voice>
        <Warning role="note">{t('newDevice.warning')}</Warning>
        <SubmitRow>
          <Button type="submit" block disabled={!isDeviceCodeComplete(code)} loading={signingIn.busy}>
            {t('login.submit')}
          </Button>
        </SubmitRow>
        <LinkRow>
          <TextLink onClick={onSwitchAccount}>{t('newDevice.switchAccount')}</TextLink>
          <TextLink onClick={onRegister}>{t('newDevice.register')}</TextLink>
        </LinkRow>
      </Form>
      {voiceInfo && (
        <VoiceCodeDialog
          onCancel={() => setVoiceInfo(false)}
          onConfirm={() => {
            setVoiceInfo(false);
            getCode(2);
          }}
        />
      )}
      {checking !== null && (
        <PhoneCheckDialog
          maskedPhone={masked}
          onCancel={() => setChecking(null)}
          onConfirm={(middle) => {
            setChecking(null);
            send(checking, middle);
          }}
        />
      )}
    </>
  );
}
