import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { PillButton } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { activityCategories, type ActivityCategory } from './discount-types';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1.25rem;
`;

/** 全部, 体育, 真人娱乐, 存款, VIP, 新人. */
export function CategoryTabs({
  value,
  onChange,
}: {
  value: ActivityCategory;
  onChange: (category: ActivityCategory) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <List role="tablist" aria-label={t('page.title')}>
      {activityCategories.map((category) => (
        <PillButton
          key={category}
          type="button"
          role="tab"
          aria-selected={category === value}
          $active={category === value}
          onClick={() => onChange(category)}
        >
          {t(`categories.${category}`)}
        </PillButton>
      ))}
    </List>
  );
}
