import { useAtom } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../../setup';
import { slipOutcomeAtom } from '../slip-atoms';
import { DismissButton, SlipPanel } from '../slip-panel';
import { SlipCashOut } from './SlipCashOut';

/** 投注成功 with the tickets' cash-out offers, or 注单已拒绝 with the server's reason; and the ticket ids. */
export function SlipResult() {
  const { t } = useTranslation(NAMESPACE);
  const [outcome, setOutcome] = useAtom(slipOutcomeAtom);
  if (!outcome) return null;
  const accepted = outcome.status === 'accepted';
  return (
    <SlipPanel
      $tone={accepted ? 'success' : 'error'}
      data-testid="slip-result"
      data-status={outcome.status}
      role="status"
      aria-live="polite"
    >
      <div>
        <p>
          <strong>{t(accepted ? 'slip.result.accepted' : 'slip.result.rejected')}</strong>
        </p>
        {outcome.reasons.map((reason) => (
          <p key={reason}>{t('slip.result.reason', { reason })}</p>
        ))}
        <small>{t('slip.result.tickets', { ids: outcome.ticketIds.join('、') })}</small>
        {accepted && <SlipCashOut ticketIds={outcome.ticketIds} />}
      </div>
      <DismissButton type="button" aria-label={t('slip.dismiss')} onClick={() => setOutcome(null)}>
        ×
      </DismissButton>
    </SlipPanel>
  );
}
