import { useEffect, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage, isApiError } from 'shared/api';
import { Button, Dialog, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { PasswordFields, passwordPairProblem } from './PasswordFields';
import { Alert, FormPanel, Muted, Row } from '../../ui/panel';
import { useWithdrawPasswordWrites } from './withdraw-api';

/** Seconds left before another code may be asked for, counting down each second. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/** 重置提款密码: a code sent by SMS to the bound phone, then the new password twice. */
export function ResetPasswordDialog({ open, onClose, onDone }: { open: boolean; onClose(): void; onDone(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const { sendResetCode, resetPassword: resetWithdrawPassword } = useWithdrawPasswordWrites();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [codeProblem, setCodeProblem] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useCountdown();

  const send = async () => {
    if (sending || left > 0) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await sendResetCode();
      setSentTo(answer.phoneMasked);
      setLeft(answer.resendAfter);
    } catch (error) {
      const wait =
        isApiError(error) && typeof (error.data as { resendAfter?: unknown } | null)?.resendAfter === 'number'
          ? (error.data as { resendAfter: number }).resendAfter
          : 0;
      if (wait > 0) setLeft(wait);
      setFailure(errorMessage(error, t('withdraw.reset.sendFailed')));
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    const badCode = !/^\d{6}$/.test(code);
    setCodeProblem(badCode ? t('withdraw.reset.codeFormat') : undefined);
    const found = passwordPairProblem(password, confirm);
    setProblem(found === null ? undefined : t(found));
    if (badCode || found !== null || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await resetWithdrawPassword(code, password, confirm);
      setCode('');
      setPassword('');
      setConfirm('');
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, t('withdraw.reset.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title={t('withdraw.reset.title')} onClose={onClose}>
      <FormPanel
        aria-label={t('withdraw.reset.title')}
        style={{ border: 0, padding: 0 }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Muted>{sentTo ? t('withdraw.reset.sentTo', { phone: sentTo }) : t('withdraw.reset.hint')}</Muted>
        <Row style={{ alignItems: 'flex-start', flexWrap: 'nowrap' }}>
          <div style={{ flex: 1 }}>
            <TextField
              label={t('withdraw.reset.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('withdraw.reset.codePlaceholder')}
              value={code}
              error={codeProblem}
              disabled={busy}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            />
          </div>
          <Button
            variant="secondary"
            style={{ marginTop: '1.5rem', minWidth: '7.5rem' }}
            onClick={() => void send()}
            loading={sending}
            disabled={sending || left > 0}
          >
            {left > 0 ? t('withdraw.reset.resendIn', { seconds: left }) : t('withdraw.reset.send')}
          </Button>
        </Row>
        <PasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          error={problem}
          disabled={busy}
        />
        {failure && <Alert role="alert">{failure}</Alert>}
        <Button type="submit" block loading={busy} disabled={busy}>
          {t('withdraw.reset.submit')}
        </Button>
      </FormPanel>
    </Dialog>
  );
}
