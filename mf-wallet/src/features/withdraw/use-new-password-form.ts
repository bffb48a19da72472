import { useState } from 'react';
import { errorMessage } from 'shared/api';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';
import { passwordPairProblem } from './PasswordFields';

export interface NewPasswordFormOptions {
  /** Said when the server's refusal carries no message of its own. */
  failed: string;
  /** Checks the dialog's other fields with the pair, showing their problems; true when there is one. */
  check?(): boolean;
  save(password: string, confirm: string): Promise<unknown>;
  /** After a save: the dialog's fields are empty again. */
  onDone(): void;
}

/** The new withdraw password twice, checked, then saved once at a time; the server's refusal stays shown. */
export function useNewPasswordForm({ failed, check, save, onDone }: NewPasswordFormOptions) {
  const { t } = useTranslation(NAMESPACE);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const otherProblem = check?.() ?? false;
    const found = passwordPairProblem(password, confirm);
    setProblem(found === null ? undefined : t(found));
    if (otherProblem || found !== null || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await save(password, confirm);
      setPassword('');
      setConfirm('');
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, failed));
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    failure,
    /** For a failure of the dialog's other calls (a code request), shown in the same place. */
    setFailure,
    submit,
    fields: {
      password,
      confirm,
      onPassword: setPassword,
      onConfirm: setConfirm,
      error: problem,
      disabled: busy,
    },
  };
}

export type NewPasswordForm = ReturnType<typeof useNewPasswordForm>;
