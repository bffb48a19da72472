import type { FormEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus, type NewDeviceRequest } from 'shared/bus';
import { md5Hex } from 'shared/crypto';
import { TextField } from 'shared/ui';
import { stripWhitespace, USERNAME_MAX } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { useCaptcha, isCaptchaCancelled } from '../captcha';
import { NewPasswordField } from '../../form/NewPasswordField';
import { useSubmission } from '../../form/use-submission';
import { EntryForm } from '../entry';
import { AgreeField } from './AgreeField';
import { registerAndSignIn } from './register-flow';
import { isRegisterReady, type RegisterDraft } from './register-rules';
import { useRegisterErrors } from './use-register-errors';

export interface RegisterFormProps {
  draft: RegisterDraft;
  onEdit: (patch: Partial<RegisterDraft>) => void;
  onSignedIn: () => void;
  onNewDevice: (request: NewDeviceRequest) => void;
  onRegisteredNotSignedIn: () => void;
}

/**
 * Register mode (SPEC §2, rules §5): whitespace is dropped as typed, rule messages show once a
 * field is left, 注册 stays grey until everything is filled and the terms are accepted. Register
 * errors show inline; the automatic login's own failure is a toast, as every login error is.
 */
export function RegisterForm({ draft, onEdit, onSignedIn, onNewDevice, onRegisteredNotSignedIn }: RegisterFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const runCaptcha = useCaptcha();
  const { busy, error, run } = useSubmission(t('register.failed'));
  const { messageFor, touch, attempt } = useRegisterErrors(draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isRegisterReady(draft) || !attempt()) return;
    run(async () => {
      const outcome = await registerAndSignIn(
        { name: draft.name, passwordHash: md5Hex(draft.password) },
        runCaptcha,
        t('register.success'),
      );
      if (outcome.kind === 'signed-in') onSignedIn();
      else if (outcome.kind === 'new-device') onNewDevice(outcome.request);
      else {
        // The account exists: say why the login failed and let the member retry from login mode.
        if (!isCaptchaCancelled(outcome.error))
          bus.emit('ui:toast', { message: errorMessage(outcome.error, t('login.failed')), kind: 'error' });
        onRegisteredNotSignedIn();
      }
    });
  };

  return (
    <EntryForm
      label={t('tabs.register')}
      error={error}
      submitLabel={t('register.submit')}
      ready={isRegisterReady(draft)}
      busy={busy}
      onSubmit={submit}
    >
      <TextField
        label={t('fields.username')}
        placeholder={t('fields.newUsernamePlaceholder')}
        autoComplete="username"
        autoFocus
        maxLength={USERNAME_MAX}
        value={draft.name}
        onChange={(event) => onEdit({ name: stripWhitespace(event.target.value) })}
        onBlur={() => touch('name')}
        error={messageFor('name')}
      />
      <NewPasswordField
        label={t('fields.password')}
        placeholder={t('fields.newPasswordPlaceholder')}
        value={draft.password}
        onValue={(password) => onEdit({ password })}
        onBlur={() => touch('password')}
        error={messageFor('password')}
      />
      <NewPasswordField
        label={t('fields.repeatPassword')}
        placeholder={t('fields.repeatPlaceholder')}
        value={draft.repeat}
        onValue={(repeat) => onEdit({ repeat })}
        onBlur={() => touch('repeat')}
        error={messageFor('repeat')}
      />
      <AgreeField
        checked={draft.agree}
        onChange={(agree) => {
          touch('agree');
          onEdit({ agree });
        }}
        error={messageFor('agree')}
      />
    </EntryForm>
  );
}
