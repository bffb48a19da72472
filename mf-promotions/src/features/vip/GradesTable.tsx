import { useTranslation } from 'shared/i18n';
import type { GradeConfig } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { NAMESPACE } from '../../setup';
import { Table, TableFrame } from './table-style';

/** Money columns of a grade, in display order; the deposit one goes when vipNoSave is on. */
const moneyColumns = [
  'depositRequired',
  'turnoverRequired',
  'upgradeBonus',
  'birthdayBonus',
  'weeklyGift',
  'monthlyGift',
] as const;

/** Every grade's requirements and benefits (memberGradeConfigList), the member's row highlighted. */
export function GradesTable({
  grades,
  memberGrade,
  noSave,
}: {
  grades: GradeConfig[];
  memberGrade: number;
  noSave: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const columns = moneyColumns.filter((column) => !(noSave && column === 'depositRequired'));
  return (
    <TableFrame>
      <Table data-testid="vip-grades">
        <thead>
          <tr>
            <th scope="col">{t('vip.grades.grade')}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`vip.grades.${column}`)}
              </th>
            ))}
            <th scope="col">{t('vip.grades.dailyWithdrawals')}</th>
          </tr>
        </thead>
        <tbody>
          {grades.map((grade) => {
            const current = grade.grade === memberGrade;
            return (
              <tr
                key={grade.grade}
                data-testid="vip-grade-row"
                data-current={current || undefined}
                aria-current={current || undefined}
              >
                <th scope="row">{current ? t('vip.grades.currentName', { name: grade.name }) : grade.name}</th>
                {columns.map((column) => (
                  <td key={column}>{formatMoney(grade[column])}</td>
                ))}
                <td>{t('vip.grades.times', { count: grade.dailyWithdrawals })}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableFrame>
  );
}
