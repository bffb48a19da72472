import { useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import type { ConsoleSession, ResponseOfLogin } from './login-types';
import { useTranslation } from 'shared/i18n';
import { Navigate } from 'shared/router';
import { Surface } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { operatorSessionAtom, sessionEndAtom, startOperatorSession } from '../../lib/operator-session';
import { PasswordStep } from './PasswordStep';
import { CodeStep } from './CodeStep';
import { EnrolPanel } from './EnrolPanel';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.background};
`;

const Card = styled(Surface)`
  width: 26rem;
`;

const Title = styled.h1`
  margin: 0 0 1.25rem;
  font-size: 1.25rem;
  text-align: center;
`;

const Notice = styled.p`
  margin: 0 0 1rem;
  padding: 0.625rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.danger};
  font-size: 0.875rem;
`;

type Step = { kind: 'password' } | { kind: 'code'; name: string; answer: ResponseOfLogin };

/** Two steps: name and password, then the authenticator's code (after enrolling it on a first login). */
export function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  const session = useAtomValue(operatorSessionAtom);
  const ended = useAtomValue(sessionEndAtom);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [restartReason, setRestartReason] = useState<string | null>(null);
  if (session) return <Navigate to="/" replace />;

  const signedIn = (next: ConsoleSession) => startOperatorSession(next);
  const enrolling = step.kind === 'code' && step.answer.step === 'enrol';
  const notice = restartReason ?? (ended && step.kind === 'password' ? t(`login.${ended}`) : null);
  return (
    <Page>
      <Card $padding="2rem">
        <Title>
          {step.kind === 'password' ? t('login.title') : enrolling ? t('login.enrolTitle') : t('login.codeTitle')}
        </Title>
        {notice && <Notice role="alert">{notice}</Notice>}
        {step.kind === 'password' ? (
          <PasswordStep
            onAnswer={(name, answer) => {
              setRestartReason(null);
              setStep({ kind: 'code', name, answer });
            }}
          />
        ) : (
          <>
            {step.answer.step === 'enrol' && (
              <EnrolPanel secret={step.answer.secret} otpauthUri={step.answer.otpauthUri} />
            )}
            <CodeStep
              name={step.name}
              challenge={step.answer.challenge}
              enrol={enrolling}
              onSession={signedIn}
              onRestart={(reason) => {
                setRestartReason(reason);
                setStep({ kind: 'password' });
              }}
            />
          </>
        )}
      </Card>
    </Page>
  );
}
