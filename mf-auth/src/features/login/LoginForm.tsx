import type { FormEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import type { NewDeviceRequest } from 'shared/bus';
import { md5Hex } from 'shared/crypto';
import { TextField } from 'shared/ui';
import { checkLogin } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { useCaptcha } from '../captcha';
import type { LoginDraft } from '../dialog';
import { CheckboxField } from '../../form/CheckboxField';
import { LinkRow, TextLink } from '../../form/TextLink';
import { useSubmission } from '../../form/use-submission';
import { EntryForm } from '../entry';
import { logIn } from './login-flow';
import { applyRememberChoice } from './remember-password';

export interface LoginFormProps {
  draft: LoginDraft;
  onEdit: (patch: Partial<LoginDraft>) => void;
  onSignedIn: () => void;
  onNewDevice: (request: NewDeviceRequest) => void;
  onForgotPassword: () => void;
}

/**
 * Username, password, 记住密码 and 忘记密码？ (SPEC §2). Login applies only the required checks
 * (SPEC §5): 登录 stays grey until both are filled. A failed login shows the server's message as
 * a toast and keeps what was typed (SPEC §8); a risk answer moves on to the new-device check.
 */
export function LoginForm({ draft, onEdit, onSignedIn, onNewDevice, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const runCaptcha = useCaptcha();
  const { busy, error, run } = useSubmission(t('login.failed'), 'toast');
  const name = draft.name.trim();
  const failures = checkLogin(draft.name, draft.password);
  const ready = !failures.name && !failures.password;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    run(async () => {
      const outcome = await logIn(
        { name, passwordHash: md5Hex(draft.password), proof: { kind: 'captcha' } },
        runCaptcha,
      );
      if (outcome.kind === 'new-device') {
        onNewDevice(outcome.request);
        return;
      }
      applyRememberChoice(draft.remember, { name });
      onSignedIn();
    });
  };

  return (
    <EntryForm
      label={t('tabs.login')}
      error={error}
      submitLabel={t('login.submit')}
      ready={ready}
      busy={busy}
      onSubmit={submit}
    >
      <TextField
        label={t('fields.username')}
        placeholder={t('fields.usernamePlaceholder')}
        autoComplete="username"
        autoFocus
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
      <LinkRow style={{ marginTop: 0 }}>
        <CheckboxField
          compact
          label={t('login.remember')}
          checked={draft.remember}
          onChange={(remember) => onEdit({ remember })}
        />
        <TextLink onClick={onForgotPassword}>{t('login.forgot')}</TextLink>
      </LinkRow>
    </EntryForm>
  );
}
