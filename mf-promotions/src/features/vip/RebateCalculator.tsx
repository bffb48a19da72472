import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { VenueCategory } from 'shared/contract';
import { formatMoney, rebateAmount } from 'shared/format';
import { NAMESPACE } from '../../setup';
import { rateAt } from './rebate-categories';
import type { RebateRow } from './use-vip-overview';

const Form = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 1rem;
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
  label {
    display: flex;
    flex-direction: column;
    gap: 0.375rem;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.textMuted};
  }
  input,
  select {
    height: 2.25rem;
    min-width: 10rem;
    padding: 0 0.625rem;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.surface};
    color: ${({ theme }) => theme.text};
  }
  input:focus-visible,
  select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 1px;
  }
`;

const Result = styled.output`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
  strong {
    font-size: 1.25rem;
    color: ${({ theme }) => theme.primary};
    font-variant-numeric: tabular-nums;
  }
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.danger};
  font-size: 0.8125rem;
`;

/** Up to 12 digits and 2 decimals, as amounts are typed elsewhere (SPEC §9 transfer amount). */
const AMOUNT = /^\d{1,12}(\.\d{0,2})?$/;

/** Enter a turnover, pick a category: the rebate at the member's grade, with the category's cap (rebateAmount). */
export function RebateCalculator({ rows, memberGrade }: { rows: RebateRow[]; memberGrade: number }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [text, setText] = useState('');
  const [category, setCategory] = useState<VenueCategory | undefined>(rows[0]?.category);
  const row = rows.find((r) => r.category === category) ?? rows[0];
  if (!row) return null;
  const rate = rateAt(row.rates, memberGrade);
  const valid = AMOUNT.test(text.trim());
  const turnover = valid ? Number(text.trim()) : 0;
  const rebate = rate === null ? 0 : rebateAmount(turnover, rate, { threshold: row.threshold, limit: row.limit });
  return (
    <Form role="group" aria-label={t('vip.calculator.title')} data-testid="vip-calculator">
      <label htmlFor={`${id}-turnover`}>
        {t('vip.calculator.turnover')}
        <input
          id={`${id}-turnover`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('vip.calculator.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <label htmlFor={`${id}-category`}>
        {t('vip.calculator.category')}
        <select
          id={`${id}-category`}
          value={row.category}
          onChange={(event) => setCategory(rows.find((r) => r.category === event.target.value)?.category)}
        >
          {rows.map((r) => (
            <option key={r.category} value={r.category}>
              {t(`vip.categories.${r.category}`)}
            </option>
          ))}
        </select>
      </label>
      {text.trim() !== '' && !valid ? (
        <Problem role="alert">{t('vip.calculator.invalid')}</Problem>
      ) : (
        <Result htmlFor={`${id}-turnover ${id}-category`} aria-live="polite" data-testid="vip-calculator-result">
          <span>{rate === null ? t('vip.calculator.noRate') : t('vip.calculator.rate', { rate })}</span>
          <strong>{formatMoney(rebate)}</strong>
          <span>
            {t('vip.calculator.cap', { threshold: formatMoney(row.threshold), limit: formatMoney(row.limit) })}
          </span>
        </Result>
      )}
    </Form>
  );
}
