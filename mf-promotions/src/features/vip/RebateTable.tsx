import { useTranslation } from 'shared/i18n';
import type { GradeConfig } from 'shared/contract';
import { NAMESPACE } from '../../setup';
import { rateAt } from './rebate-categories';
import { Table, TableFrame } from './table-style';
import type { RebateRow } from './use-vip-overview';

/** Rebate rates by game category (rows) and grade (columns), the member's column highlighted. */
export function RebateTable({
  rows,
  grades,
  memberGrade,
}: {
  rows: RebateRow[];
  grades: GradeConfig[];
  memberGrade: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TableFrame>
      <Table data-testid="vip-rebates">
        <thead>
          <tr>
            <th scope="col">{t('vip.rebate.category')}</th>
            {grades.map((grade) => (
              <th key={grade.grade} scope="col" data-current={grade.grade === memberGrade || undefined}>
                {grade.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.category} data-testid="vip-rebate-row">
              <th scope="row">{t(`vip.categories.${row.category}`)}</th>
              {grades.map((grade) => {
                const rate = rateAt(row.rates, grade.grade);
                return (
                  <td key={grade.grade} data-current={grade.grade === memberGrade || undefined}>
                    {rate === null ? t('vip.rebate.none') : t('vip.rebate.rate', { rate })}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
