import { Link } from 'shared/router';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { SwitchableVertical, VerticalStatus } from 'shared/contract';
import { pageTraceId } from 'shared/diagnostics';
import { formatBeijingTime } from 'shared/format';
import { Muted } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.875rem;
  padding: 5rem 1rem;
  text-align: center;
  h1 {
    margin: 0;
    font-size: 1.75rem;
    color: ${({ theme }) => theme.primary};
  }
  p {
    margin: 0;
    max-width: 36rem;
    line-height: 1.6;
  }
`;

const Home = styled(Link)`
  margin-top: 0.5rem;
  padding: 0.625rem 1.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.onPrimary};
`;

/**
 * A vertical the operator put into maintenance: the operator's words (or the default), when it is
 * expected back, and the page load's 问题编号 for support. It turns back into the vertical's page by
 * itself once the operator switches it on.
 */
export function MaintenancePage({ vertical, status }: { vertical: SwitchableVertical; status: VerticalStatus }) {
  const { t } = useTranslation(NAMESPACE);
  const area = t(`killswitch.areas.${vertical}`);
  return (
    <Wrap data-testid="maintenance" data-vertical={vertical}>
      <h1>{t('killswitch.title', { area })}</h1>
      <p data-testid="maintenance-message">{status.message ?? t('killswitch.defaultMessage', { area })}</p>
      {status.until !== undefined && (
        <p data-testid="maintenance-until">{t('killswitch.until', { time: formatBeijingTime(status.until) })}</p>
      )}
      <Muted as="p" $size="0.8125rem">
        {t('killswitch.comeBack')}
      </Muted>
      <Muted as="p" $size="0.8125rem" data-testid="trace-id">
        {t('killswitch.traceId', { id: pageTraceId() })}
      </Muted>
      <Home to="/">{t('killswitch.home')}</Home>
    </Wrap>
  );
}
