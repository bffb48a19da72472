import type { FormEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import type { CountryArea } from 'shared/contract';
import { Button, CountryPhoneField, TextField } from 'shared/ui';
import { EMAIL_MAX, MAINLAND_MOBILE_PATTERN, RECOVERY_USERNAME_MAX } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { Form, SubmitRow } from '../../form/Form';
import { FormAlert } from '../../form/FormAlert';
import { useFieldErrors } from '../../form/use-field-errors';
import { identityErrors, type IdentityField } from './forgot-rules';
import type { ForgotDraft } from './forgot-state';
import { WayPicker } from './WayPicker';

export interface IdentityStepProps {
  draft: ForgotDraft;
  areas: CountryArea[];
  busy: boolean;
  error: string | null;
  onEdit: (patch: Partial<ForgotDraft>) => void;
  /** The identity passed its rules: send the code. */
  onNext: () => void;
}

/** Step 0 身份信息: username and phone (with country) or e-mail; 下一步 sends the code. */
export function IdentityStep({ draft, areas, busy, error, onEdit, onNext }: IdentityStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const pattern = areas.find((area) => area.areaCode === draft.areaCode)?.regex ?? MAINLAND_MOBILE_PATTERN;
  const { messageFor, touch, attempt } = useFieldErrors<IdentityField>(identityErrors(draft, pattern));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (attempt()) onNext();
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('forgot.steps.identity')}>
      <FormAlert message={error} />
      <WayPicker way={draft.way} onChange={(way) => onEdit({ way })} />
      <TextField
        label={t('fields.username')}
        placeholder={t('fields.usernamePlaceholder')}
        autoComplete="username"
        autoFocus
        maxLength={RECOVERY_USERNAME_MAX}
        value={draft.name}
        onChange={(event) => onEdit({ name: event.target.value })}
        onBlur={() => touch('name')}
        error={messageFor('name')}
      />
      {draft.way === 'phone' ? (
        <CountryPhoneField
          areas={areas}
          areaCode={draft.areaCode}
          phone={draft.phone}
          onAreaCode={(areaCode) => onEdit({ areaCode })}
          onPhone={(phone) => onEdit({ phone })}
          onBlur={() => touch('phone')}
          error={messageFor('phone')}
        />
      ) : (
        <TextField
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          value={draft.email}
          onChange={(event) => onEdit({ email: event.target.value })}
          onBlur={() => touch('email')}
          error={messageFor('email')}
        />
      )}
      <SubmitRow>
        <Button type="submit" block loading={busy}>
          {t('forgot.next')}
        </Button>
      </SubmitRow>
    </Form>
  );
}
