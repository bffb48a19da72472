import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';
import { FilterField } from './FilterField';
import { SPORTS_VENUE } from './record-venue';
import type { RecordVenues } from './use-record-venues';

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 0.375rem;
`;

const Retry = styled.button`
  height: 2.25rem;
  padding: 0 0.5rem;
  border: none;
  background: none;
  color: ${({ theme }) => theme.primary};
  font-size: 0.8125rem;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

export interface VenueSelectProps {
  value: string;
  /** The casino venues; undefined while they load or when none loaded. */
  venues: RecordVenues | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onChange: (venue: string) => void;
}

/** 本站体育 and the casino venues grouped by category; the venue asked for is always an option. */
export function VenueSelect({ value, venues, loading, failed, onRetry, onChange }: VenueSelectProps) {
  const { t } = useTranslation(NAMESPACE);
  const groups = venues?.groups ?? [];
  const known = value === SPORTS_VENUE || groups.some((group) => group.venues.some((venue) => venue.enName === value));
  return (
    <Row>
      <FilterField>
        {t('records.venue.label')}
        <select data-testid="bet-record-venue" value={value} onChange={(event) => onChange(event.target.value)}>
          <optgroup label={t('records.venue.sports')}>
            <option value={SPORTS_VENUE}>{t('records.venue.local')}</option>
          </optgroup>
          {groups.map((group) => (
            <optgroup key={group.category} label={t(`records.venue.categories.${group.category}`)}>
              {group.venues.map((venue) => (
                <option key={venue.enName} value={venue.enName}>
                  {venue.name}
                </option>
              ))}
            </optgroup>
          ))}
          {/* A venue from the address that the lists do not (or do not yet) name. */}
          {!known && <option value={value}>{value}</option>}
          {loading && !venues && (
            <option disabled value="">
              {t('records.venue.loading')}
            </option>
          )}
        </select>
      </FilterField>
      {!loading && (failed || venues?.incomplete) && (
        <Retry type="button" data-testid="bet-record-venue-retry" onClick={onRetry}>
          {t('records.venue.retry')}
        </Retry>
      )}
    </Row>
  );
}
