import { useRef, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import type { MemberInfo } from 'shared/state';
import { Button, TextField } from 'shared/ui';
import { checkCode, digitsOnly, ruleMessageKey } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { CodeField } from './CodeField';
import { Failure, Form, SecuritySection } from './SecuritySection';
import { secondPasswordProblem } from './second-password-rules';
import { useSecondPasswordWrites } from './security-writes';
import { useCodeSender } from './use-code-sender';
import { useFocusOnLanding } from './use-landing';

/**
 * 二级密码 (the withdraw password, six digits): set once while none is set; afterwards reset with a
 * code sent by SMS to the bound phone.
 */
export function WithdrawPasswordSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation(NAMESPACE);
  const section = useRef<HTMLElement>(null);
  useFocusOnLanding('withdraw', section);
  const resetting = member.hasSecondPassword;
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<{ code?: string | undefined; repeat?: string | undefined }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sender = useCodeSender();
  const writes = useSecondPasswordWrites();

  const send = () =>
    void sender.send(async () => {
      const answer = await writes.sendCode();
      setSentTo(answer.phoneMasked);
      return answer;
    });

  const submit = async () => {
    const pair = secondPasswordProblem(password, repeat);
    const codeResult = !resetting ? null : sender.requested ? checkCode(code) : 'codeNotRequested';
    setProblems({ repeat: pair ? t(pair) : undefined, code: codeResult ? t(ruleMessageKey(codeResult)) : undefined });
    if (pair || codeResult || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      if (resetting) await writes.reset(code, password, repeat);
      else await writes.set(password, repeat);
      setPassword('');
      setRepeat('');
      setCode('');
      sender.reset();
      bus.emit('ui:toast', {
        message: t(resetting ? 'security.withdraw.resetDone' : 'security.withdraw.setDone'),
        kind: 'success',
      });
    } catch (error) {
      setFailure(errorMessage(error, t('security.withdraw.failed')));
    } finally {
      setBusy(false);
    }
  };

  const digits = (label: string, value: string, onChange: (next: string) => void, error?: string) => (
    <TextField
      label={label}
      placeholder={t('security.withdraw.placeholder')}
      type="password"
      inputMode="numeric"
      autoComplete="new-password"
      maxLength={6}
      value={value}
      error={error}
      disabled={busy}
      onChange={(event) => onChange(digitsOnly(event.target.value, 6))}
    />
  );

  const title = t(resetting ? 'security.withdraw.reset' : 'security.withdraw.set');
  return (
    <SecuritySection
      ref={section}
      id="withdraw"
      title={t('security.withdraw.title')}
      current={t(resetting ? 'security.withdraw.isSet' : 'security.withdraw.notSet')}
    >
      {resetting && !member.bindPhone ? (
        <p>
          {t('security.withdraw.needsPhone')} <Link to="?bind=phone">{t('security.withdraw.bindPhone')}</Link>
        </p>
      ) : (
        <Form
          aria-label={title}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {resetting && (
            <>
              <p>{sentTo ? t('security.withdraw.sentTo', { phone: sentTo }) : t('security.withdraw.codeHint')}</p>
              <CodeField
                value={code}
                onChange={setCode}
                error={problems.code}
                sender={sender}
                onSend={send}
                disabled={busy}
              />
            </>
          )}
          {digits(t('security.withdraw.password'), password, setPassword)}
          {digits(t('security.withdraw.repeat'), repeat, setRepeat, problems.repeat)}
          {(failure ?? sender.failure) && <Failure role="alert">{failure ?? sender.failure}</Failure>}
          <Button type="submit" loading={busy} disabled={busy}>
            {title}
          </Button>
        </Form>
      )}
    </SecuritySection>
  );
}
