import { useId } from 'react';
import { useTranslation } from 'shared/i18n';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { queryMemberBetList } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { Button, Row, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { Alert } from '../../ui/page-styles';
import { Field, Hint } from './feedback-styles';

export interface BetSelectProps {
  value: string | null;
  onChange: (betId: string | null) => void;
  disabled: boolean;
}

/** For a bet dispute: one of the member's bets of the last 14 days, or none. */
export function BetSelect({ value, onChange, disabled }: BetSelectProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const bets = useEndpoint(queryMemberBetList, {});
  // The failure keeps the form usable: a line with a retry in place of the select, not a whole error panel.
  if (bets.status === 'loading') return <Spinner />;
  if (bets.status === 'error') {
    return (
      <Row $wrap $gap="0.75rem">
        <Alert role="alert">{t('feedback.bet.loadFailed', { message: bets.error })}</Alert>
        <Button variant="secondary" onClick={bets.reload}>
          {t('feedback.retry')}
        </Button>
      </Row>
    );
  }
  return (
    <Field>
      <label htmlFor={id}>{t('feedback.bet.label')}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{t('feedback.bet.none')}</option>
        {bets.data.list.map((bet) => (
          <option key={bet.betId} value={bet.betId}>
            {t('feedback.bet.option', {
              time: formatBeijingTime(bet.createdAt),
              venue: bet.venueName,
              summary: bet.summary,
              stake: formatMoney(bet.stake),
            })}
          </option>
        ))}
      </select>
      {bets.data.list.length === 0 && <Hint>{t('feedback.bet.empty')}</Hint>}
    </Field>
  );
}
