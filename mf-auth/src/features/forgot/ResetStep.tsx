import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from 'shared/ui';
import { PASSWORD_MAX, stripWhitespace } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { ButtonPair, Form } from '../form/Form';
import { FormAlert } from '../form/FormAlert';
import { useFieldErrors } from '../form/use-field-errors';
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
      <TextField
        label={t('fields.newPassword')}
        placeholder={t('fields.newPasswordPlaceholder')}
        type="password"
        autoComplete="new-password"
        autoFocus
        maxLength={PASSWORD_MAX}
        value={draft.password}
        onChange={(event) => onEdit({ password: stripWhitespace(event.target.value) })}
        onBlur={() => touch('password')}
        error={messageFor('password')}
      />
      <TextField
        label={t('fields.repeatNewPassword')}
        placeholder={t('fields.repeatNewPlaceholder')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={draft.repeat}
        onChange={(event) => onEdit({ repeat: stripWhitespace(event.target.value) })}
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
