import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { formatAmount } from 'shared/format';
import type { OddsFormat } from 'shared/state';
import { Button } from 'shared/ui';
import { formatOdds } from '../../../lib/odds';
import type { SlipState } from '../slip-state';
import { slipTotals } from './slip-totals';
import { stakeValue, type StakeLimits } from './stake';
import { formatWinnings } from './winnings';
import { NAMESPACE } from '../../../setup';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  font-size: 0.8125rem;
`;

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  color: ${({ theme }) => theme.textMuted};
`;

const Input = styled.input`
  height: 2.5rem;
  padding: 0 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  font-size: 1rem;
  font-variant-numeric: tabular-nums;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.primary};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

const Hints = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.75rem;
  button {
    min-height: 0;
    padding: 0;
    font-size: 0.75rem;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 0.5rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.text};
  }
  dd[data-strong] {
    font-size: 1rem;
    font-weight: 700;
    color: ${({ theme }) => theme.danger};
  }
`;

export interface SlipStakeBoxProps {
  state: SlipState;
  format: OddsFormat;
  limits: { status: 'loading' | 'success' | 'error'; data: StakeLimits | null; reload: () => void };
  balance: number | null;
  disabled: boolean;
  onStake: (text: string) => void;
  /** The quick-stake chips under the field. */
  quick?: ReactNode;
}

/** The one stake of the bet with its limits and the balance, then the total, the series price and the winnings. */
export function SlipStakeBox({ state, format, limits, balance, disabled, onStake, quick }: SlipStakeBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  const hintId = useId();
  const totals = slipTotals(state, format);
  return (
    <Box>
      <Field>
        {t('slip.stake')}
        <Input
          data-testid="slip-stake"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('slip.stakePlaceholder')}
          aria-describedby={hintId}
          value={state.stake}
          disabled={disabled}
          onChange={(event) => onStake(event.target.value)}
        />
      </Field>
      {quick}
      <Hints id={hintId}>
        <span data-testid="slip-limits">
          {limits.status === 'success' &&
            limits.data &&
            t('slip.limits', { min: formatAmount(limits.data.minStake), max: formatAmount(limits.data.maxStake) })}
          {limits.status === 'loading' && t('slip.limitsLoading')}
          {limits.status === 'error' && (
            <>
              {t('slip.limitsFailed')}{' '}
              <Button variant="ghost" onClick={limits.reload}>
                {t('shared:common.retry')}
              </Button>
            </>
          )}
        </span>
        <span data-testid="slip-balance">
          {balance === null ? t('slip.balanceUnknown') : t('slip.balance', { amount: formatAmount(balance) })}
        </span>
      </Hints>
      <Figures>
        {state.mode === 'multiple' && totals.tickets > 1 && (
          <>
            <dt>{t('slip.totalStake')}</dt>
            <dd data-testid="slip-total-stake">
              {t('slip.perTicket', { stake: formatAmount(stakeValue(state.stake)), count: totals.tickets })} ={' '}
              {formatAmount(totals.totalStake)}
            </dd>
          </>
        )}
        {totals.seriesOdds !== null && (
          <>
            <dt>{t('slip.seriesOdds')}</dt>
            <dd data-testid="slip-series-odds">{formatOdds(totals.seriesOdds, format)}</dd>
          </>
        )}
        <dt>{t('slip.winnings')}</dt>
        <dd data-strong data-testid="slip-winnings">
          {formatWinnings(totals.winnings)}
        </dd>
      </Figures>
    </Box>
  );
}
