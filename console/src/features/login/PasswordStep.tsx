import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { consoleLogin } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpointMutation } from 'shared/query';
import { Button, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import type { ResponseOfLogin } from './login-types';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

export const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.danger};
  font-size: 0.875rem;
`;

export function PasswordStep({ onAnswer }: { onAnswer: (name: string, answer: ResponseOfLogin) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ name?: string; password?: string }>({});
  const { run, busy, failure } = useEndpointMutation(consoleLogin);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(name.trim() ? {} : { name: t('login.nameRequired') }),
      ...(password ? {} : { password: t('login.passwordRequired') }),
    };
    setProblems(next);
    if (next.name || next.password) return;
    const answer = await run({ name: name.trim(), password });
    if (answer) onAnswer(name.trim(), answer);
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('login.name')}
        placeholder={t('login.namePlaceholder')}
        autoComplete="username"
        autoFocus
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problems.name}
      />
      <TextField
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problems.password}
      />
      {failure !== null && <Failure role="alert">{errorMessage(failure, t('login.expired'))}</Failure>}
      <Button type="submit" loading={busy} block>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
