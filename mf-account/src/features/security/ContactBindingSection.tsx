import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { Button } from 'shared/ui';
import { checkCode, ruleMessageKey, type RuleResult } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { CodeField } from './CodeField';
import { Failure, Form, SecuritySection } from './SecuritySection';
import { useCodeSender } from './use-code-sender';
import { useFocusOnLanding } from './use-landing';

const TEXTS = {
  phone: {
    title: 'security.phone.title',
    bind: 'security.phone.bind',
    change: 'security.phone.change',
    saved: 'security.phone.saved',
    failed: 'security.phone.failed',
  },
  email: {
    title: 'security.email.title',
    bind: 'security.email.bind',
    change: 'security.email.change',
    saved: 'security.email.saved',
    failed: 'security.email.failed',
  },
} as const;

/** What the section hands the address field it draws. */
export interface AddressFieldState {
  error: string | undefined;
  busy: boolean;
  /** For a change that makes the shown problems stale (another area code). */
  clearErrors(): void;
}

export interface ContactBindingSectionProps {
  kind: keyof typeof TEXTS;
  /** The address bound now, as shown, or null when none is. */
  current: string | null;
  /** The typed address's problem, or null when it may be used. */
  check(): RuleResult | null;
  sendCode(): Promise<{ resendAfter: number }>;
  save(code: string): Promise<unknown>;
  /** After a save: the address field empties. */
  onSaved(): void;
  renderAddress(state: AddressFieldState): ReactNode;
}

/**
 * A contact the member binds, or changes, with a code sent to the new address: the address is
 * checked before a code is asked for and again, with the code, before the save.
 */
export function ContactBindingSection({
  kind,
  current,
  check,
  sendCode,
  save,
  onSaved,
  renderAddress,
}: ContactBindingSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const texts = TEXTS[kind];
  const section = useRef<HTMLElement>(null);
  useFocusOnLanding(kind, section);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ address?: RuleResult; code?: RuleResult }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sender = useCodeSender();
  const message = (result: RuleResult | undefined) => (result ? t(ruleMessageKey(result)) : undefined);

  const send = () => {
    const addressProblem = check();
    setErrors({ address: addressProblem });
    if (addressProblem === null) void sender.send(sendCode);
  };

  const submit = async () => {
    const addressProblem = check();
    const codeProblem = sender.requested ? checkCode(code) : 'codeNotRequested';
    setErrors({ address: addressProblem, code: codeProblem });
    if (addressProblem !== null || codeProblem !== null || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await save(code);
      onSaved();
      setCode('');
      sender.reset();
      bus.emit('ui:toast', { message: t(texts.saved), kind: 'success' });
    } catch (error) {
      setFailure(errorMessage(error, t(texts.failed)));
    } finally {
      setBusy(false);
    }
  };

  const action = t(current === null ? texts.bind : texts.change);
  return (
    <SecuritySection
      ref={section}
      id={kind}
      title={t(texts.title)}
      current={current === null ? t('security.unbound') : t('security.current', { value: current })}
    >
      <Form
        aria-label={action}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {renderAddress({ error: message(errors.address), busy, clearErrors: () => setErrors({}) })}
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
          {action}
        </Button>
      </Form>
    </SecuritySection>
  );
}
