import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { GradeConfig } from 'shared/contract';
import { PillButton } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** One button per grade; the chosen one pressed, the member's own marked. */
export function GradeSwitcher({
  grades,
  chosen,
  memberGrade,
  onChoose,
}: {
  grades: GradeConfig[];
  chosen: number;
  memberGrade: number;
  onChoose: (grade: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Row role="group" aria-label={t('vip.detail.switcher')}>
      {grades.map((grade) => (
        <PillButton
          key={grade.grade}
          type="button"
          $active={grade.grade === chosen}
          aria-pressed={grade.grade === chosen}
          onClick={() => onChoose(grade.grade)}
        >
          {grade.grade === memberGrade ? t('vip.grades.currentName', { name: grade.name }) : grade.name}
        </PillButton>
      ))}
    </Row>
  );
}
