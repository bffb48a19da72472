import type { FormEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import { Button, TextField } from 'shared/ui';
import { RECOVERY_CODE_MAX, stripWhitespace } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { CodeButton } from '../countdown';
import { ButtonPair, FieldWithAction, Form, Note } from '../../form/Form';
import { FormAlert } from '../../form/FormAlert';
import { useFieldErrors } from '../../form/use-field-errors';
import { codeErrors } from './forgot-rules';
import { receiverOf, type ForgotDraft } from './forgot-state';

export interface VerifyStepProps {
  draft: ForgotDraft;
  remaining: number;
  sending: boolean;
  busy: boolean;
  error: string | null;
  onEdit: (patch: Partial<ForgotDraft>) => void;
  onResend: () => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 1 身份验证: the code that was sent, 重新获取 after the countdown, 上一步 / 下一步. */
export function VerifyStep({
  draft,
  remaining,
  sending,
  busy,
  error,
  onEdit,
  onResend,
  onBack,
  onNext,
}: VerifyStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const { messageFor, touch, attempt } = useFieldErrors<'code'>(codeErrors(draft));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (attempt()) onNext();
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('forgot.steps.verify')}>
      <FormAlert message={error} />
      <Note>{t('forgot.codeSentTo', { receiver: receiverOf(draft) })}</Note>
      <FieldWithAction>
        <TextField
          label={t('fields.code')}
          placeholder={t('fields.codePlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={RECOVERY_CODE_MAX}
          value={draft.code}
          onChange={(event) => onEdit({ code: stripWhitespace(event.target.value) })}
          onBlur={() => touch('code')}
          error={messageFor('code')}
        />
        <CodeButton remaining={remaining} requested busy={sending} onClick={onResend} />
      </FieldWithAction>
      <ButtonPair>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('forgot.previous')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('forgot.next')}
        </Button>
      </ButtonPair>
    </Form>
  );
}
