import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { GradeConfig } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { NAMESPACE } from '../../setup';
import { rateAt } from './rebate-categories';
import type { RebateRow } from './use-vip-overview';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  div {
    padding: 0.875rem 1rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.surfaceAlt};
  }
  dt {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.textMuted};
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 1.125rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const money = ['upgradeBonus', 'birthdayBonus', 'weeklyGift', 'monthlyGift'] as const;

/** A grade's requirements and benefits in full, with its rebate rate in every category. */
export function GradeBenefits({
  grade,
  rebates,
  noSave,
}: {
  grade: GradeConfig;
  rebates: RebateRow[];
  noSave: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const items: { key: string; label: string; value: string }[] = [
    ...(noSave
      ? []
      : [
          { key: 'depositRequired', label: t('vip.grades.depositRequired'), value: formatMoney(grade.depositRequired) },
        ]),
    { key: 'turnoverRequired', label: t('vip.grades.turnoverRequired'), value: formatMoney(grade.turnoverRequired) },
    ...money.map((key) => ({ key, label: t(`vip.grades.${key}`), value: formatMoney(grade[key]) })),
    {
      key: 'dailyWithdrawals',
      label: t('vip.grades.dailyWithdrawals'),
      value: t('vip.grades.times', { count: grade.dailyWithdrawals }),
    },
    ...rebates.map((row) => {
      const rate = rateAt(row.rates, grade.grade);
      return {
        key: `rebate-${row.category}`,
        label: t('vip.detail.rebateOf', { category: t(`vip.categories.${row.category}`) }),
        value: rate === null ? t('vip.rebate.none') : t('vip.rebate.rate', { rate }),
      };
    }),
  ];
  return (
    <List data-testid="vip-benefits">
      {items.map((item) => (
        <div key={item.key} data-testid={`vip-benefit-${item.key}`}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </List>
  );
}
