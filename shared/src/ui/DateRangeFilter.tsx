import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { beijingDay, matchingRange, QUICK_RANGES, quickRange } from '../format/beijing-days';
import { dateRangeProblem, type DayRange } from './date-range';
import { PillButton } from './PillButton';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    font-size: 0.875rem;
  }
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

export interface DateRangeFilterProps {
  value: DayRange;
  /** Every edit, a quick range or a typed day: the page asks for it once dateRangeProblem says nothing. */
  onChange: (next: DayRange) => void;
  /** The longest range the server answers, in days (both ends counted); a longer one is flagged. */
  maxDays?: number;
}

/** 今天, 最近7天, 最近30天 and the two Beijing days of a record page, saying why a typed range cannot be asked for. */
export function DateRangeFilter({ value, onChange, maxDays }: DateRangeFilterProps) {
  const { t } = useTranslation('shared');
  const now = new Date();
  const today = beijingDay(now);
  const active = matchingRange(value.from, value.to, now);
  const problem = dateRangeProblem(value, maxDays);
  return (
    <Row role="group" aria-label={t('dateRange.label')}>
      {QUICK_RANGES.map((range) => (
        <PillButton
          key={range}
          type="button"
          $active={active === range}
          aria-pressed={active === range}
          onClick={() => onChange(quickRange(range, now))}
        >
          {t(`dateRange.ranges.${range}`)}
        </PillButton>
      ))}
      <label>
        {t('dateRange.start')}
        <input
          type="date"
          value={value.from}
          max={today}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        />
      </label>
      <label>
        {t('dateRange.end')}
        <input
          type="date"
          value={value.to}
          max={today}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
      </label>
      {/* An incomplete day is being typed: nothing to say yet. */}
      {(problem === 'order' || problem === 'tooLong') && (
        <Problem role="alert">{t(`dateRange.problems.${problem}`, { days: maxDays })}</Problem>
      )}
    </Row>
  );
}
