import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { useAtomValue } from 'jotai';
import { brandAtom } from 'shared/state';
import { NAMESPACE } from '../../../setup';
import { addQuickStake, maxQuickStake } from './quick-stakes';
import type { StakeLimits } from './stake';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

const Chip = styled.button`
  min-height: 1.75rem;
  padding: 0 0.625rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    border-color: ${({ theme }) => theme.primary};
    color: ${({ theme }) => theme.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export interface QuickStakesProps {
  stake: string;
  limits: StakeLimits | null;
  balance: number | null;
  /** Tickets the stake is placed on (multiple: one per selection), sharing the balance. */
  tickets: number;
  disabled: boolean;
  /** The stake field's own handler, so a chip is capped and checked like typing. */
  onStake: (text: string) => void;
}

/**
 * The brand's quick-stake chips (brand.json quickStakes): each adds its amount to the stake, so 10 then
 * 50 stakes 60; 最大 sets the most the slip can stake (the balance or the maximum bet, the lower).
 * Plain buttons: Tab reaches them and Enter or Space presses them.
 */
export function QuickStakes({ stake, limits, balance, tickets, disabled, onStake }: QuickStakesProps) {
  const { t } = useTranslation(NAMESPACE);
  // Under the host the brand is loaded before any remote renders; a bare test render has no chips but 最大.
  const quickStakes = useAtomValue(brandAtom)?.quickStakes ?? [];
  const most = maxQuickStake(limits, balance, tickets);
  return (
    <Chips role="group" aria-label={t('quickStakes.label')} data-testid="slip-quick-stakes">
      {quickStakes.map((amount) => (
        <Chip
          key={amount}
          type="button"
          data-testid={`slip-quick-${amount}`}
          aria-label={t('quickStakes.add', { amount })}
          disabled={disabled}
          onClick={() => onStake(addQuickStake(stake, amount))}
        >
          +{amount}
        </Chip>
      ))}
      <Chip
        type="button"
        data-testid="slip-quick-max"
        disabled={disabled || most === null}
        onClick={() => most !== null && onStake(most)}
      >
        {t('quickStakes.max')}
      </Chip>
    </Chips>
  );
}
