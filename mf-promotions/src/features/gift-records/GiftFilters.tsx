import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { beijingDay, matchingRange, QUICK_RANGES, quickRange, type QuickRange } from 'shared/format';
import { PillButton } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { GIFT_SOURCES, rangeProblem, type GiftFilter } from './gift-filter';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  label { display: inline-flex; align-items: center; gap: 0.375rem; font-size: 0.875rem; }
  input[type='date'] {
    height: 2.25rem;
    padding: 0 0.5rem;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.surface};
    color: ${({ theme }) => theme.text};
  }
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.danger};
  font-size: 0.8125rem;
`;

/** The source buttons, the quick ranges and the two Beijing days; `onChange` gets every edit. */
export function GiftFilters({ draft, onChange }: { draft: GiftFilter; onChange: (next: GiftFilter) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const now = new Date();
  const today = beijingDay(now);
  const active = matchingRange(draft.startDate, draft.endDate, now);
  const problem = rangeProblem(draft.startDate, draft.endDate);
  const pick = (range: QuickRange) => {
    const { from, to } = quickRange(range, now);
    onChange({ ...draft, startDate: from, endDate: to });
  };
  return (
    <>
      <Row role="group" aria-label={t('giftRecord.sourceLabel')}>
        {GIFT_SOURCES.map((source) => (
          <PillButton key={source} type="button" $active={draft.source === source} aria-pressed={draft.source === source} onClick={() => onChange({ ...draft, source })}>
            {t(`giftRecord.sources.${source}`)}
          </PillButton>
        ))}
      </Row>
      <Row role="group" aria-label={t('giftRecord.rangeLabel')}>
        {QUICK_RANGES.map((range) => (
          <PillButton key={range} type="button" $active={active === range} aria-pressed={active === range} onClick={() => pick(range)}>
            {t(`giftRecord.ranges.${range}`)}
          </PillButton>
        ))}
        <label>
          {t('giftRecord.start')}
          <input type="date" value={draft.startDate} max={today} onChange={(event) => onChange({ ...draft, startDate: event.target.value })} />
        </label>
        <label>
          {t('giftRecord.end')}
          <input type="date" value={draft.endDate} max={today} onChange={(event) => onChange({ ...draft, endDate: event.target.value })} />
        </label>
        {problem === 'order' && <Problem role="alert">{t('giftRecord.orderProblem')}</Problem>}
      </Row>
    </>
  );
}
