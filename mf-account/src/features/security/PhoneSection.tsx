import { useRef, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import type { MemberInfo } from 'shared/state';
import { Button, CountryPhoneField, useCountryAreas } from 'shared/ui';
import { checkCode, checkPhone, DEFAULT_AREA_CODE, ruleMessageKey, type RuleResult } from 'shared/validation';
import { NAMESPACE } from '../../setup';
import { useIdentityDisplay } from '../member';
import { CodeField } from './CodeField';
import { Failure, Form, SecuritySection } from './SecuritySection';
import { usePhoneWrites } from './security-writes';
import { useCodeSender } from './use-code-sender';
import { useFocusOnLanding } from './use-landing';

/** 手机号码: bind one, or change it, with a code sent to the new number. */
export function PhoneSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation(NAMESPACE);
  const shown = useIdentityDisplay();
  const section = useRef<HTMLElement>(null);
  useFocusOnLanding('phone', section);
  const areas = useCountryAreas();
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: RuleResult; code?: RuleResult }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sender = useCodeSender();
  const writes = usePhoneWrites();
  const pattern = areas.find((area) => area.areaCode === areaCode)?.regex;
  const message = (result: RuleResult | undefined) => (result ? t(ruleMessageKey(result)) : undefined);

  const send = () => {
    const phoneProblem = checkPhone(phone, pattern);
    setErrors({ phone: phoneProblem });
    if (phoneProblem === null) void sender.send(() => writes.sendCode(areaCode, phone));
  };

  const submit = async () => {
    const phoneProblem = checkPhone(phone, pattern);
    const codeProblem = sender.requested ? checkCode(code) : 'codeNotRequested';
    setErrors({ phone: phoneProblem, code: codeProblem });
    if (phoneProblem !== null || codeProblem !== null || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await writes.save(areaCode, phone, code);
      setPhone('');
      setCode('');
      sender.reset();
      bus.emit('ui:toast', { message: t('security.phone.saved'), kind: 'success' });
    } catch (error) {
      setFailure(errorMessage(error, t('security.phone.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SecuritySection
      ref={section}
      id="phone"
      title={t('security.phone.title')}
      current={member.bindPhone ? t('security.current', { value: shown.phone(member.phone) }) : t('security.unbound')}
    >
      <Form
        aria-label={t(member.bindPhone ? 'security.phone.change' : 'security.phone.bind')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <CountryPhoneField
          areas={areas}
          areaCode={areaCode}
          phone={phone}
          onAreaCode={(next) => {
            setAreaCode(next);
            setErrors({});
          }}
          onPhone={setPhone}
          error={message(errors.phone)}
          disabled={busy}
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
          {t(member.bindPhone ? 'security.phone.change' : 'security.phone.bind')}
        </Button>
      </Form>
    </SecuritySection>
  );
}
