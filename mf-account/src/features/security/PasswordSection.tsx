import { useRef, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import type { MemberInfo } from 'shared/state';
import { Button, TextField } from 'shared/ui';
import {
  checkPasswordChange,
  PASSWORD_MAX,
  ruleMessageKey,
  type PasswordChangeInput,
  type RuleResult,
} from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { PasswordResetForm } from './PasswordResetForm';
import { Failure, Form, SecuritySection } from './SecuritySection';
import { useLoginPasswordChange } from './security-writes';
import { useFocusOnLanding } from './use-landing';

const empty: PasswordChangeInput = { old: '', password: '', repeat: '' };
type Problems = { [K in keyof PasswordChangeInput]?: string | undefined };

/**
 * 登录密码: old, new and repeat (SPEC §5: 8-12 letters and digits, both kinds). The server ends the
 * member's other sessions; this one stays logged in, so nothing else changes here. 忘记原密码？ swaps
 * in the reset by a code to the bound phone or e-mail.
 */
export function PasswordSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation(NAMESPACE);
  const section = useRef<HTMLElement>(null);
  useFocusOnLanding('password', section);
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);
  const changeLoginPassword = useLoginPasswordChange();
  const message = (result: RuleResult) => (result ? t(ruleMessageKey(result)) : undefined);

  const submit = async () => {
    const found = checkPasswordChange(values);
    const next: Problems = {
      old: message(found.old),
      password: message(found.password),
      repeat: message(found.repeat),
    };
    if (!next.password && values.password === values.old) next.password = t('security.password.sameAsOld');
    setProblems(next);
    if (next.old || next.password || next.repeat || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await changeLoginPassword(values.old, values.password, values.repeat);
      setValues(empty);
      bus.emit('ui:toast', { message: t('security.password.saved'), kind: 'success' });
    } catch (error) {
      setFailure(errorMessage(error, t('security.password.failed')));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof PasswordChangeInput, autoComplete: string) => (
    <TextField
      label={t(`security.password.${key}`)}
      placeholder={t(`security.password.${key}Placeholder`)}
      type="password"
      autoComplete={autoComplete}
      maxLength={key === 'old' ? 30 : PASSWORD_MAX}
      value={values[key]}
      error={problems[key]}
      disabled={busy}
      onChange={(event) => setValues({ ...values, [key]: event.target.value.replace(/\s/g, '') })}
    />
  );

  return (
    <SecuritySection
      ref={section}
      id="password"
      title={t('security.password.title')}
      current={t('security.password.current')}
    >
      {forgot ? (
        <PasswordResetForm member={member} onDone={() => setForgot(false)} />
      ) : (
        <Form
          aria-label={t('security.password.title')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {field('old', 'current-password')}
          {field('password', 'new-password')}
          {field('repeat', 'new-password')}
          {failure && <Failure role="alert">{failure}</Failure>}
          <Button type="submit" loading={busy} disabled={busy}>
            {t('security.password.submit')}
          </Button>
        </Form>
      )}
      <Button variant="ghost" aria-expanded={forgot} onClick={() => setForgot(!forgot)}>
        {forgot ? t('security.password.reset.back') : t('security.password.reset.open')}
      </Button>
    </SecuritySection>
  );
}
