import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { formatMoney } from 'shared/format';
import { NAMESPACE } from '../../../../setup';
import type { SignReward } from './sign-detail';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.8125rem;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.5rem;
  }
  th,
  td {
    padding: 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.border};
    text-align: left;
  }
  th {
    font-weight: 400;
    color: ${({ theme }) => theme.textMuted};
  }
  tr[aria-current] td,
  tr[aria-current] th {
    color: ${({ theme }) => theme.primary};
    font-weight: 600;
  }
`;

export interface RewardTableProps {
  rewards: readonly SignReward[];
  /** The row today's sign pays (or paid), highlighted. */
  currentDay: number | null;
}

/** 连续签到天数 → 奖励; the last row holds for every longer streak. */
export function RewardTable({ rewards, currentDay }: RewardTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const rows = [...rewards].sort((a, b) => a.day - b.day);
  const last = rows.at(-1)?.day;
  return (
    <Table data-testid="sign-rewards">
      <caption>{t('sign.rewards.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('sign.rewards.day')}</th>
          <th scope="col">{t('sign.rewards.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.day} aria-current={row.day === currentDay ? 'true' : undefined} data-testid="sign-reward">
            <th scope="row">
              {row.day === last
                ? t('sign.rewards.dayOrMore', { day: row.day })
                : t('sign.rewards.dayN', { day: row.day })}
            </th>
            <td>{formatMoney(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
