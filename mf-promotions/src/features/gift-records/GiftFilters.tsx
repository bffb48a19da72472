import { useTranslation } from 'shared/i18n';
import { DateRangeFilter, PillGroup } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { GIFT_SOURCES, type GiftFilter } from './gift-filter';

/** The source buttons, then the shared quick ranges and Beijing days; `onChange` gets every edit. */
export function GiftFilters({ draft, onChange }: { draft: GiftFilter; onChange: (next: GiftFilter) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PillGroup
        label={t('giftRecord.sourceLabel')}
        options={GIFT_SOURCES.map((source) => ({ value: source, label: t(`giftRecord.sources.${source}`) }))}
        value={draft.source}
        onChange={(source) => onChange({ ...draft, source })}
      />
      <DateRangeFilter
        value={{ from: draft.startDate, to: draft.endDate }}
        onChange={({ from, to }) => onChange({ ...draft, startDate: from, endDate: to })}
      />
    </>
  );
}
