import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { CommissionTier } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { NAMESPACE } from '../../setup';

const Wrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Table = styled.table`
  width: 100%;
  min-width: 32rem;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    padding: 0.75rem 1rem;
    text-align: left;
  }
  th[data-num],
  td[data-num] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  thead th {
    font-weight: 500;
    color: ${({ theme }) => theme.textMuted};
    background: ${({ theme }) => theme.surfaceAlt};
    white-space: nowrap;
  }
  tbody tr {
    border-top: 1px solid ${({ theme }) => theme.border};
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.surfaceAlt};
  }
`;

const Level = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  b {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 1.5rem;
    height: 1.5rem;
    border-radius: 999px;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.onPrimary};
    background: ${({ theme }) => theme.primary};
  }
`;

const Rate = styled.td`
  font-size: 1rem;
  font-weight: 700;
  color: ${({ theme }) => theme.primary};
`;

/** 等级, 活跃会员, 月净盈利, 佣金比例: one row per tier, lowest first. */
export function CommissionTable({ tiers }: { tiers: readonly CommissionTier[] }) {
  const { t } = useTranslation(NAMESPACE);
  const sorted = [...tiers].sort((a, b) => a.level - b.level);
  return (
    <Wrap>
      <Table data-testid="agent-tiers">
        <thead>
          <tr>
            <th scope="col">{t('agent.tiers.level')}</th>
            <th scope="col" data-num="">
              {t('agent.tiers.active')}
            </th>
            <th scope="col" data-num="">
              {t('agent.tiers.netWin')}
            </th>
            <th scope="col" data-num="">
              {t('agent.tiers.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((tier) => (
            <tr key={tier.level} data-testid="agent-tier">
              <th scope="row">
                <Level>
                  <b aria-hidden>{tier.level}</b>
                  {tier.name}
                </Level>
              </th>
              <td data-num="">
                {tier.minActive === 0
                  ? t('agent.tiers.noMinimum')
                  : t('agent.tiers.atLeastMembers', { count: tier.minActive })}
              </td>
              <td data-num="">
                {tier.minNetWin === 0
                  ? t('agent.tiers.noMinimum')
                  : t('agent.tiers.atLeastMoney', { amount: formatMoney(tier.minNetWin) })}
              </td>
              <Rate data-num="">{`${tier.rate}%`}</Rate>
            </tr>
          ))}
        </tbody>
      </Table>
    </Wrap>
  );
}
