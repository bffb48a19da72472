import { useEffect } from 'react';
import { useTranslation } from 'shared/i18n';
import styled from 'styled-components';
import { Button, textOn } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { useCountdown } from '../countdown';

/** SPEC §9: back to login 3 s after the success screen shows. */
export const SUCCESS_REDIRECT_SECONDS = 3;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 1rem 0 0.5rem;
  text-align: center;
`;

const Tick = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.success};
  color: ${({ theme }) => textOn(theme.success)};
  font-size: 1.75rem;
`;

const Headline = styled.p`
  margin: 0;
  font-size: 1.0625rem;
  font-weight: 600;
  color: ${({ theme }) => theme.text};
`;

const Hint = styled.p`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.8125rem;
`;

/** Step 3: 恭喜您，密码修改成功, and back to login after 3 s (or at once with 返回登录). */
export function SuccessStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { remaining } = useCountdown(SUCCESS_REDIRECT_SECONDS);

  useEffect(() => {
    const timer = setTimeout(onDone, SUCCESS_REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [onDone]);

  return (
    <Panel role="status">
      <Tick aria-hidden>✓</Tick>
      <Headline>{t('forgot.success')}</Headline>
      <Hint>{t('forgot.redirect', { seconds: Math.max(remaining, 1) })}</Hint>
      <Button block autoFocus onClick={onDone}>
        {t('forgot.backToLogin')}
      </Button>
    </Panel>
  );
}
