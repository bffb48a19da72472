import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';
import { NewPasswordDialog } from './NewPasswordDialog';
import { useNewPasswordForm } from './use-new-password-form';
import { useWithdrawPasswordWrites } from './withdraw-api';

/** 设置提款密码: six digits, twice. */
export function SetPasswordDialog({ open, onClose, onDone }: { open: boolean; onClose(): void; onDone(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const { setPassword } = useWithdrawPasswordWrites();
  const form = useNewPasswordForm({ failed: t('withdraw.password.setFailed'), save: setPassword, onDone });
  return (
    <NewPasswordDialog
      open={open}
      title={t('withdraw.password.setTitle')}
      submitLabel={t('withdraw.password.save')}
      form={form}
      onClose={onClose}
    />
  );
}
