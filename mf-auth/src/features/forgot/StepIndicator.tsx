import { useTranslation } from 'shared/i18n';
import styled from 'styled-components';
import { NAMESPACE } from '../../setup';
import type { ForgotStep } from './forgot-state';

const List = styled.ol`
  display: flex;
  gap: 0.5rem;
  margin: 0 0 1.25rem;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  flex: 1;
  padding-top: 0.5rem;
  border-top: 3px solid ${({ theme, $state }) => ($state === 'todo' ? theme.border : theme.primary)};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.primary : theme.textMuted)};
  font-size: 0.8125rem;
  font-weight: ${({ $state }) => ($state === 'current' ? 600 : 400)};
  text-align: center;
  counter-increment: step;
  &::before {
    content: counter(step) '. ';
  }
`;

const keys = ['forgot.steps.identity', 'forgot.steps.verify', 'forgot.steps.reset'] as const;

/** 身份信息 → 身份验证 → 重置密码: where the member is in the wizard. */
export function StepIndicator({ step }: { step: ForgotStep }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <List aria-label={t('forgot.progress')}>
      {keys.map((key, index) => {
        const state = index < step ? 'done' : index === step ? 'current' : 'todo';
        return (
          <Item key={key} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            {t(key)}
          </Item>
        );
      })}
    </List>
  );
}
