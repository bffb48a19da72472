import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { gameListFilterSchema, type GameListFilter } from 'shared/contract';
import { PillButton } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** 全部, 热门, 最新, 收藏: one chosen at a time. */
export function FilterChips({
  value,
  onChange,
}: {
  value: GameListFilter;
  onChange: (filter: GameListFilter) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Group role="group" aria-label={t('catalogue.filtersLabel')}>
      {gameListFilterSchema.options.map((filter) => (
        <PillButton
          key={filter}
          type="button"
          $active={filter === value}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {t(`catalogue.filters.${filter}`)}
        </PillButton>
      ))}
    </Group>
  );
}
