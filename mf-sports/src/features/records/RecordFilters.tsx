import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { PillButton } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { QUICK_RANGES, type QuickRange } from 'shared/format';
import { FilterField } from './FilterField';
import type { RecordStatusFilter } from './use-bet-records';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1rem;
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const DateError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.danger};
  font-size: 0.8125rem;
`;

const statuses: readonly RecordStatusFilter[] = ['all', 'unsettled', 'settled'];

export interface RecordFiltersProps {
  /** The venue selector, first in the bar. */
  venueSelect: ReactNode;
  startDate: string;
  endDate: string;
  /** The latest day that can be chosen: today in Beijing. */
  maxDate: string;
  status: RecordStatusFilter;
  activeRange: QuickRange | null;
  dateError: string | null;
  onRange: (range: QuickRange) => void;
  onStartDate: (day: string) => void;
  onEndDate: (day: string) => void;
  onStatus: (status: RecordStatusFilter) => void;
}

/** 今天 / 最近7天 / 最近30天, the venue, the two Beijing days, and 全部 / 未结算 / 已结算. */
export function RecordFilters(props: RecordFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Bar>
      <Group role="group" aria-label={t('records.range.label')}>
        {QUICK_RANGES.map((range) => (
          <PillButton
            key={range}
            type="button"
            aria-pressed={props.activeRange === range}
            $active={props.activeRange === range}
            data-testid={`bet-record-range-${range}`}
            onClick={() => props.onRange(range)}
          >
            {t(`records.range.${range}`)}
          </PillButton>
        ))}
      </Group>
      <Group>
        {props.venueSelect}
        <FilterField>
          {t('records.startDate')}
          <input
            type="date"
            data-testid="bet-record-start"
            value={props.startDate}
            max={props.maxDate}
            onChange={(event) => props.onStartDate(event.target.value)}
          />
        </FilterField>
        <FilterField>
          {t('records.endDate')}
          <input
            type="date"
            data-testid="bet-record-end"
            value={props.endDate}
            max={props.maxDate}
            onChange={(event) => props.onEndDate(event.target.value)}
          />
        </FilterField>
        <FilterField>
          {t('records.status.label')}
          <select
            data-testid="bet-record-status-filter"
            value={props.status}
            onChange={(event) => props.onStatus(statuses.find((status) => status === event.target.value) ?? 'all')}
          >
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(`records.status.${status}`)}
              </option>
            ))}
          </select>
        </FilterField>
      </Group>
      {props.dateError && <DateError role="alert">{props.dateError}</DateError>}
    </Bar>
  );
}
