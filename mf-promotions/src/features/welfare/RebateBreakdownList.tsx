import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { RebateBreakdown } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { NAMESPACE } from '../../setup';

const Box = styled.div`
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
  font-size: 0.8125rem;
  h4 {
    margin: 0 0 0.25rem;
    font-size: 0.8125rem;
    font-weight: 500;
    color: ${({ theme }) => theme.textMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    line-height: 1.7;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.text};
  }
`;

/** What a daily rebate is made of: each game category's settled turnover × the grade's rate. */
export function RebateBreakdownList({ breakdown, id }: { breakdown: RebateBreakdown; id: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Box data-testid="welfare-rebate">
      <h4 id={id}>{t('welfare.rebate.title', { day: breakdown.day, grade: breakdown.grade })}</h4>
      <ul aria-labelledby={id}>
        {breakdown.lines.map((line) => (
          <li key={line.category} data-testid="welfare-rebate-line">
            {t('welfare.rebate.line', {
              category: t(`vip.categories.${line.category}`),
              turnover: formatMoney(line.turnover),
              rate: line.rate,
              amount: formatMoney(line.amount),
            })}
          </li>
        ))}
      </ul>
    </Box>
  );
}
