import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { md5Hex } from 'shared/crypto';
import { Button, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import type { LoginDraft } from '../dialog/auth-dialog-state';
import { Form, SubmitRow } from '../form/Form';
import { FormAlert } from '../form/FormAlert';
import { useSubmission } from '../form/use-submission';
import { signIn } from '../session/sign-in';

export interface LoginFormProps {
  draft: LoginDraft;
  onEdit: (patch: Partial<LoginDraft>) => void;
  onSignedIn: () => void;
}

/**
 * Username and password. Remember-password, forgot-password and the contact-support link are a
 * later issue. A failed login shows the server's message and keeps what was typed.
 */
export function LoginForm({ draft, onEdit, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { busy, error, run } = useSubmission(t('login.failed'));
  const name = draft.name.trim();
  const ready = name !== '' && draft.password !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    run(async () => {
      await signIn({ name, passwordHash: md5Hex(draft.password), kaptchcate: 0 });
      onSignedIn();
    });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('tabs.login')}>
      <FormAlert message={error} />
      <TextField
        label={t('fields.username')}
        placeholder={t('fields.usernamePlaceholder')}
        autoComplete="username"
        value={draft.name}
        onChange={(event) => onEdit({ name: event.target.value })}
      />
      <TextField
        label={t('fields.password')}
        placeholder={t('fields.passwordPlaceholder')}
        type="password"
        autoComplete="current-password"
        value={draft.password}
        onChange={(event) => onEdit({ password: event.target.value })}
      />
      <SubmitRow>
        <Button type="submit" block disabled={!ready} loading={busy}>
          {t('login.submit')}
        </Button>
      </SubmitRow>
    </Form>
  );
}
