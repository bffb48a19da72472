import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { toChineseUppercase } from '../format/chinese-numerals';
import { AMOUNT_MAX_LENGTH } from '../validation/limits';
import { normaliseAmountInput } from '../validation/transfer';
import { TextField } from './TextField';

const Uppercase = styled.p`
  margin: -0.125rem 0 0;
  min-height: 1.2em;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
`;

export interface AmountFieldProps {
  label: string;
  /** The amount as typed: digits and at most one dot with two decimals (SPEC §5). */
  value: string;
  onChange(next: string): void;
  error?: string | undefined;
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  id?: string | undefined;
}

/** The uppercase numerals of a typed amount, or '' while it is no amount yet. */
export function uppercaseOf(value: string): string {
  const amount = Number(value);
  return value === '' || !Number.isFinite(amount) || amount <= 0 ? '' : toChineseUppercase(amount);
}

/**
 * A money input (SPEC §5, §9): typing is kept to 2 decimals and 12 characters, and the amount is
 * confirmed under the field in uppercase Chinese numerals, as on a cheque.
 */
export function AmountField({ label, value, onChange, error, placeholder, disabled, id }: AmountFieldProps) {
  const { t } = useTranslation('shared');
  const autoId = useId();
  const inputId = id ?? autoId;
  const uppercase = uppercaseOf(value);
  return (
    <div>
      <TextField
        id={inputId}
        label={label}
        value={value}
        inputMode="decimal"
        autoComplete="off"
        maxLength={AMOUNT_MAX_LENGTH}
        placeholder={placeholder}
        disabled={disabled}
        error={error}
        onChange={(event) => onChange(normaliseAmountInput(event.target.value))}
      />
      <Uppercase data-testid={`${inputId}-uppercase`} aria-live="polite">
        {uppercase === '' ? '' : t('common.amountUppercase', { amount: uppercase })}
      </Uppercase>
    </div>
  );
}
