import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { Button, Dialog } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { PasswordFields, passwordPairProblem } from './PasswordFields';
import { Alert, FormPanel } from '../../ui/panel';
import { useWithdrawPasswordWrites } from './withdraw-api';

/** 设置提款密码: six digits, twice. */
export function SetPasswordDialog({ open, onClose, onDone }: { open: boolean; onClose(): void; onDone(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const { setPassword: savePassword } = useWithdrawPasswordWrites();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found = passwordPairProblem(password, confirm);
    setProblem(found === null ? undefined : t(found));
    if (found !== null || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await savePassword(password, confirm);
      setPassword('');
      setConfirm('');
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, t('withdraw.password.setFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title={t('withdraw.password.setTitle')} onClose={onClose}>
      <FormPanel
        aria-label={t('withdraw.password.setTitle')}
        style={{ border: 0, padding: 0 }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
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
          {t('withdraw.password.save')}
        </Button>
      </FormPanel>
    </Dialog>
  );
}
