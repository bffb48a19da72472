import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { stillSpinner } from 'shared/ui';
import { NAMESPACE } from '../../../setup';
import { SlipPanel } from '../slip-panel';

const Spin = styled.span`
  flex: none;
  width: 1rem;
  height: 1rem;
  margin-top: 0.1rem;
  border: 2px solid ${({ theme }) => theme.warning};
  border-right-color: transparent;
  border-radius: 50%;
  animation: slip-spin 0.8s linear infinite;
  @keyframes slip-spin {
    to {
      transform: rotate(360deg);
    }
  }
  ${stillSpinner}
`;

/** 待确认: an in-play bet in its delay; new selections wait until it is resolved. */
export function SlipPending({ ticketIds, pollFailed }: { ticketIds: readonly string[]; pollFailed: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <SlipPanel $tone="warning" data-testid="slip-pending" role="status" aria-live="polite">
      <Spin aria-hidden />
      <div>
        <p>{t('slip.pending')}</p>
        <small>{t('slip.result.tickets', { ids: ticketIds.join('、') })}</small>
        {pollFailed && <p>{t('slip.pollFailed')}</p>}
      </div>
    </SlipPanel>
  );
}
