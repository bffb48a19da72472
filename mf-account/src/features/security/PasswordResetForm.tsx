import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { bindPasswordByEmail, bindPasswordByPhone, sendBindCode } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { useEndpointMutation } from 'shared/query';
import type { MemberInfo } from 'shared/state';
import { Button, PillGroup, TextField } from 'shared/ui';
import {
  checkCode,
  checkNewPassword,
  checkNewPasswordRepeat,
  PASSWORD_MAX,
  ruleMessageKey,
  type RuleResult,
} from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { CodeField } from './CodeField';
import { Failure, Form } from './SecuritySection';
import { useCodeSender } from './use-code-sender';

type Way = 'phone' | 'email';
const empty = { code: '', password: '', repeat: '' };
type Values = typeof empty;
type Problems = { [K in keyof Values]?: string | undefined };

/**
 * 忘记原密码: a logged-in member resets the login password with a code sent to the BOUND phone or
 * e-mail (bindPasswordByPhone / bindPasswordByEmail). The same §5 rules as forgot-password; the
 * server ends the member's other sessions and keeps this one, so the page stays as it is.
 */
export function PasswordResetForm({ member, onDone }: { member: MemberInfo; onDone(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const ways: Way[] = [
    ...(member.bindPhone ? (['phone'] as const) : []),
    ...(member.bindEmail ? (['email'] as const) : []),
  ];
  const [way, setWay] = useState<Way>(ways[0] ?? 'phone');
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<Problems>({});
  const sender = useCodeSender();
  const sendCode = useEndpointMutation(sendBindCode);
  const byPhone = useEndpointMutation(bindPasswordByPhone);
  const byEmail = useEndpointMutation(bindPasswordByEmail);
  const reset = way === 'phone' ? byPhone : byEmail;
  const busy = byPhone.busy || byEmail.busy;
  const message = (result: RuleResult) => (result ? t(ruleMessageKey(result)) : undefined);

  if (ways.length === 0) return <Failure role="alert">{t('security.password.reset.nothingBound')}</Failure>;

  const submit = async () => {
    const next: Problems = {
      code: sender.requested ? message(checkCode(values.code)) : t('security.password.reset.codeFirst'),
      password: message(checkNewPassword(values.password)),
      repeat: message(checkNewPasswordRepeat(values.password, values.repeat)),
    };
    setProblems(next);
    if (next.code || next.password || next.repeat || busy) return;
    const done = await reset.run({
      code: values.code,
      password: md5Hex(values.password),
      secondPassword: md5Hex(values.repeat),
    });
    if (done === null) return;
    setValues(empty);
    bus.emit('ui:toast', { message: t('security.password.reset.saved'), kind: 'success' });
    onDone();
  };

  const field = (key: 'password' | 'repeat') => (
    <TextField
      label={t(`security.password.${key}`)}
      placeholder={t(`security.password.${key}Placeholder`)}
      type="password"
      autoComplete="new-password"
      maxLength={PASSWORD_MAX}
      value={values[key]}
      error={problems[key]}
      disabled={busy}
      onChange={(event) => setValues({ ...values, [key]: event.target.value.replace(/\s/g, '') })}
    />
  );

  return (
    <Form
      aria-label={t('security.password.reset.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <PillGroup
        label={t('security.password.reset.way')}
        options={ways.map((value) => ({
          value,
          label: t(`security.password.reset.${value}`, { receiver: value === 'phone' ? member.phone : member.email }),
        }))}
        value={way}
        onChange={(next: Way) => {
          setWay(next);
          setValues(empty);
          setProblems({});
          sender.reset();
        }}
      />
      <CodeField
        value={values.code}
        onChange={(code) => setValues({ ...values, code })}
        error={problems.code}
        sender={sender}
        disabled={busy}
        onSend={() =>
          void sender.send(() => sendCode.call({ purpose: 'resetPassword', cate: way === 'phone' ? 0 : 1 }))
        }
      />
      {sender.failure && <Failure role="alert">{sender.failure}</Failure>}
      {field('password')}
      {field('repeat')}
      {reset.failure !== null && (
        <Failure role="alert">{errorMessage(reset.failure, t('security.password.failed'))}</Failure>
      )}
      <Button type="submit" loading={busy} disabled={busy}>
        {t('security.password.reset.submit')}
      </Button>
    </Form>
  );
}
