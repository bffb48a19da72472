import { useEffect, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage, isApiError } from 'shared/api';
import { Button, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { Muted, Row } from '../../ui/panel';
import { NewPasswordDialog } from './NewPasswordDialog';
import { useNewPasswordForm } from './use-new-password-form';
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
  const [codeProblem, setCodeProblem] = useState<string | undefined>(undefined);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [left, setLeft] = useCountdown();
  const form = useNewPasswordForm({
    failed: t('withdraw.reset.failed'),
    check: () => {
      const badCode = !/^\d{6}$/.test(code);
      setCodeProblem(badCode ? t('withdraw.reset.codeFormat') : undefined);
      return badCode;
    },
    save: async (password, confirm) => {
      await resetWithdrawPassword(code, password, confirm);
      setCode('');
    },
    onDone,
  });

  const send = async () => {
    if (sending || left > 0) return;
    setSending(true);
    form.setFailure(null);
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
      form.setFailure(errorMessage(error, t('withdraw.reset.sendFailed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <NewPasswordDialog
      open={open}
      title={t('withdraw.reset.title')}
      submitLabel={t('withdraw.reset.submit')}
      form={form}
      onClose={onClose}
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
            disabled={form.busy}
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
    </NewPasswordDialog>
  );
}
