import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from 'shared/api';
import { ResponseCode } from 'shared/contract';
import { consoleEnrolConfirm, consoleVerifyTotp } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpointMutation } from 'shared/query';
import { Button, Muted, Row, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import type { ConsoleSession } from './login-types';
import { Failure, Form } from './PasswordStep';

interface CodeStepProps {
  name: string;
  challenge: string;
  /** A first login: the code confirms the new authenticator. */
  enrol: boolean;
  onSession: (session: ConsoleSession) => void;
  /** Back to the password step, with why (an expired challenge), or null (the operator went back). */
  onRestart: (reason: string | null) => void;
}

export function CodeStep({ name, challenge, enrol, onSession, onRestart }: CodeStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const verify = useEndpointMutation(consoleVerifyTotp);
  const confirm = useEndpointMutation(consoleEnrolConfirm);
  const { call, busy, failure } = enrol ? confirm : verify;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setProblem(t('login.codeInvalid'));
      return;
    }
    setProblem(undefined);
    try {
      onSession(await call({ challenge, code }));
    } catch (error) {
      if (isApiError(error) && error.code === ResponseCode.CONSOLE_CHALLENGE_EXPIRED) onRestart(error.message);
      else setCode('');
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      {!enrol && <Muted>{t('login.codeHint', { name })}</Muted>}
      <TextField
        label={t('login.code')}
        placeholder={t('login.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={problem}
      />
      {failure !== null && <Failure role="alert">{errorMessage(failure, t('login.expired'))}</Failure>}
      <Row $gap="0.75rem">
        <Button type="button" variant="secondary" onClick={() => onRestart(null)}>
          {t('login.back')}
        </Button>
        <Button type="submit" loading={busy} block>
          {enrol ? t('login.confirm') : t('login.verify')}
        </Button>
      </Row>
    </Form>
  );
}
