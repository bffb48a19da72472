import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../setup';
import { activityCategories, type ActivityCategory } from './discount-types';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1.25rem;
`;

const Tab = styled.button<{ $active: boolean }>`
  min-width: 5rem;
  padding: 0.5rem 1rem;
  border-radius: 999px;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.primary : theme.border)};
  background: ${({ theme, $active }) => ($active ? theme.primary : theme.surface)};
  color: ${({ theme, $active }) => ($active ? theme.onPrimary : theme.text)};
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.primary}; }
`;

/** 全部, 体育, 真人娱乐, 存款, VIP, 新人. */
export function CategoryTabs({ value, onChange }: { value: ActivityCategory; onChange: (category: ActivityCategory) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <List role="tablist" aria-label={t('page.title')}>
      {activityCategories.map((category) => (
        <Tab key={category} type="button" role="tab" aria-selected={category === value} $active={category === value} onClick={() => onChange(category)}>
          {t(`categories.${category}`)}
        </Tab>
      ))}
    </List>
  );
}
