import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { DateRangeFilter, PillButton } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { GIFT_SOURCES, type GiftFilter } from './gift-filter';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

/** The source buttons, then the shared quick ranges and Beijing days; `onChange` gets every edit. */
export function GiftFilters({ draft, onChange }: { draft: GiftFilter; onChange: (next: GiftFilter) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Row role="group" aria-label={t('giftRecord.sourceLabel')}>
        {GIFT_SOURCES.map((source) => (
          <PillButton key={source} type="button" $active={draft.source === source} aria-pressed={draft.source === source} onClick={() => onChange({ ...draft, source })}>
            {t(`giftRecord.sources.${source}`)}
          </PillButton>
        ))}
      </Row>
      <DateRangeFilter value={{ from: draft.startDate, to: draft.endDate }} onChange={({ from, to }) => onChange({ ...draft, startDate: from, endDate: to })} />
    </>
  );
}
