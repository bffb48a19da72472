import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { md5Hex } from 'shared/crypto';
import { Button, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { CheckboxField } from '../form/CheckboxField';
import { Form, SubmitRow } from '../form/Form';
import { FormAlert } from '../form/FormAlert';
import { useSubmission } from '../form/use-submission';
import { signIn } from '../session/sign-in';
import { registerAccount } from './register-account';
import { isRegisterReady, stripWhitespace, type RegisterDraft } from './register-rules';
import { useRegisterErrors } from './use-register-errors';

export interface RegisterFormProps {
  draft: RegisterDraft;
  onEdit: (patch: Partial<RegisterDraft>) => void;
  onSignedIn: () => void;
  /** The account was created but the automatic login failed. */
  onRegisteredNotSignedIn: () => void;
}

/**
 * SPEC §4 register flow: register, toast 注册成功, log in automatically (kaptchcate 99), close.
 * The terms and privacy links and the captcha step are a later issue.
 */
export function RegisterForm({ draft, onEdit, onSignedIn, onRegisteredNotSignedIn }: RegisterFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { busy, error, run } = useSubmission(t('register.failed'));
  const { messageFor, touch, attempt } = useRegisterErrors(draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isRegisterReady(draft) || !attempt()) return;
    run(async () => {
      const passwordHash = md5Hex(draft.password);
      await registerAccount({ name: draft.name, passwordHash });
      bus.emit('ui:toast', { message: t('register.success'), kind: 'success' });
      try {
        await signIn({ name: draft.name, passwordHash, kaptchcate: 99 });
      } catch (failure) {
        // The account exists now: say why the login failed and let the member retry from login mode.
        bus.emit('ui:toast', { message: errorMessage(failure, t('login.failed')), kind: 'error' });
        onRegisteredNotSignedIn();
        return;
      }
      onSignedIn();
    });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('tabs.register')}>
      <FormAlert message={error} />
      <TextField
        label={t('fields.username')}
        placeholder={t('fields.newUsernamePlaceholder')}
        autoComplete="username"
        maxLength={11}
        value={draft.name}
        onChange={(event) => onEdit({ name: stripWhitespace(event.target.value) })}
        onBlur={() => touch('name')}
        error={messageFor('name')}
      />
      <TextField
        label={t('fields.password')}
        placeholder={t('fields.newPasswordPlaceholder')}
        type="password"
        autoComplete="new-password"
        maxLength={12}
        value={draft.password}
        onChange={(event) => onEdit({ password: stripWhitespace(event.target.value) })}
        onBlur={() => touch('password')}
        error={messageFor('password')}
      />
      <TextField
        label={t('fields.repeatPassword')}
        placeholder={t('fields.repeatPlaceholder')}
        type="password"
        autoComplete="new-password"
        maxLength={12}
        value={draft.repeat}
        onChange={(event) => onEdit({ repeat: stripWhitespace(event.target.value) })}
        onBlur={() => touch('repeat')}
        error={messageFor('repeat')}
      />
      <CheckboxField
        label={t('fields.agree')}
        checked={draft.agree}
        onChange={(agree) => {
          touch('agree');
          onEdit({ agree });
        }}
        error={messageFor('agree')}
      />
      <SubmitRow>
        <Button type="submit" block disabled={!isRegisterReady(draft)} loading={busy}>
          {t('register.submit')}
        </Button>
      </SubmitRow>
    </Form>
  );
}
