import { useTranslation } from 'shared/i18n';
import { TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';

/** Keeps only digits, at most six: the withdraw password's shape. */
export function passwordInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}

/** The new password twice, as six masked digits each. */
export function PasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  error,
  disabled,
}: {
  password: string;
  confirm: string;
  onPassword(next: string): void;
  onConfirm(next: string): void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <TextField
        label={t('withdraw.password.new')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        placeholder={t('withdraw.password.placeholder')}
        value={password}
        disabled={disabled}
        onChange={(event) => onPassword(passwordInput(event.target.value))}
      />
      <TextField
        label={t('withdraw.password.confirm')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        placeholder={t('withdraw.password.confirmPlaceholder')}
        value={confirm}
        disabled={disabled}
        error={error}
        onChange={(event) => onConfirm(passwordInput(event.target.value))}
      />
    </>
  );
}

/** null when the pair may be sent, else the message key. */
export function passwordPairProblem(
  password: string,
  confirm: string,
): 'withdraw.password.format' | 'withdraw.password.mismatch' | null {
  if (!/^\d{6}$/.test(password)) return 'withdraw.password.format';
  if (password !== confirm) return 'withdraw.password.mismatch';
  return null;
}
