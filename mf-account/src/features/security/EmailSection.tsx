import { useRef, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import type { MemberInfo } from 'shared/state';
import { Button, TextField } from 'shared/ui';
import { checkCode, checkEmail, EMAIL_MAX, ruleMessageKey, type RuleResult } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { useIdentityDisplay } from '../member';
import { CodeField } from './CodeField';
import { Failure, Form, SecuritySection } from './SecuritySection';
import { useEmailWrites } from './security-writes';
import { useCodeSender } from './use-code-sender';
import { useFocusOnLanding } from './use-landing';

/** 邮箱: bind one, or change it, with a code sent to the new address. */
export function EmailSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation(NAMESPACE);
  const shown = useIdentityDisplay();
  const section = useRef<HTMLElement>(null);
  useFocusOnLanding('email', section);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: RuleResult; code?: RuleResult }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sender = useCodeSender();
  const writes = useEmailWrites();
  const message = (result: RuleResult | undefined) => (result ? t(ruleMessageKey(result)) : undefined);

  const send = () => {
    const emailProblem = checkEmail(email);
    setErrors({ email: emailProblem });
    if (emailProblem === null) void sender.send(() => writes.sendCode(email.trim()));
  };

  const submit = async () => {
    const emailProblem = checkEmail(email);
    const codeProblem = sender.requested ? checkCode(code) : 'codeNotRequested';
    setErrors({ email: emailProblem, code: codeProblem });
    if (emailProblem !== null || codeProblem !== null || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await writes.save(email, code);
      setEmail('');
      setCode('');
      sender.reset();
      bus.emit('ui:toast', { message: t('security.email.saved'), kind: 'success' });
    } catch (error) {
      setFailure(errorMessage(error, t('security.email.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SecuritySection
      ref={section}
      id="email"
      title={t('security.email.title')}
      current={member.bindEmail ? t('security.current', { value: shown.email(member.email) }) : t('security.unbound')}
    >
      <Form
        aria-label={t(member.bindEmail ? 'security.email.change' : 'security.email.bind')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('security.email.address')}
          placeholder={t('security.email.placeholder')}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          value={email}
          error={message(errors.email)}
          disabled={busy}
          onChange={(event) => setEmail(event.target.value)}
        />
        <CodeField
          value={code}
          onChange={setCode}
          error={message(errors.code)}
          sender={sender}
          onSend={send}
          disabled={busy}
        />
        {(failure ?? sender.failure) && <Failure role="alert">{failure ?? sender.failure}</Failure>}
        <Button type="submit" loading={busy} disabled={busy}>
          {t(member.bindEmail ? 'security.email.change' : 'security.email.bind')}
        </Button>
      </Form>
    </SecuritySection>
  );
}
