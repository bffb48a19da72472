import type { FormEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ButtonPair, Form } from '../../form/Form';
import { FormAlert } from '../../form/FormAlert';
import { NewPasswordField } from '../../form/NewPasswordField';
import { useFieldErrors } from '../../form/use-field-errors';
import { resetErrors, type ResetField } from './forgot-rules';
import type { ForgotDraft } from './forgot-state';

export interface ResetStepProps {
  draft: ForgotDraft;
  busy: boolean;
  error: string | null;
  onEdit: (patch: Partial<ForgotDraft>) => void;
  onBack: () => void;
  onConfirm: () => void;
}

/** Step 2 重置密码: the new password twice, 上一步 / 确认. */
export function ResetStep({ draft, busy, error, onEdit, onBack, onConfirm }: ResetStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const { messageFor, touch, attempt } = useFieldErrors<ResetField>(resetErrors(draft));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (attempt()) onConfirm();
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('forgot.steps.reset')}>
      <FormAlert message={error} />
      <NewPasswordField
        label={t('fields.newPassword')}
        placeholder={t('fields.newPasswordPlaceholder')}
        autoFocus
        value={draft.password}
        onValue={(password) => onEdit({ password })}
        onBlur={() => touch('password')}
        error={messageFor('password')}
      />
      <NewPasswordField
        label={t('fields.repeatNewPassword')}
        placeholder={t('fields.repeatNewPlaceholder')}
        value={draft.repeat}
        onValue={(repeat) => onEdit({ repeat })}
        onBlur={() => touch('repeat')}
        error={messageFor('repeat')}
      />
      <ButtonPair>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('forgot.previous')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('forgot.confirm')}
        </Button>
      </ButtonPair>
    </Form>
  );
}
