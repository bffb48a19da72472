import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { SportsVenueCard } from './SportsVenueCard';
import { useEnterVenue } from './use-enter-venue';
import { useSportsVenues } from './use-sports-venues';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.75rem;
  margin-bottom: 1rem;
  h1 { margin: 0; font-size: 1.5rem; }
  span { color: ${({ theme }) => theme.textMuted}; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
`;

/** /game/sport: every sports venue with loading, error (retry) and empty states. */
export function SportsVenueList() {
  const { t } = useTranslation(NAMESPACE);
  const venues = useSportsVenues();
  const enter = useEnterVenue();
  return (
    <section aria-labelledby="sports-venues-title">
      <Head>
        <h1 id="sports-venues-title">{t('page.title')}</h1>
        <span>{t('page.subtitle')}</span>
        {venues.status === 'success' && <span>{t('page.count', { count: venues.data.length })}</span>}
      </Head>
      {venues.status === 'loading' && !venues.data && <Spinner />}
      {venues.status === 'error' && <ErrorState message={venues.error} onRetry={venues.reload} />}
      {venues.data && venues.data.length === 0 && <EmptyState />}
      {venues.data && venues.data.length > 0 && (
        <Grid>
          {venues.data.map((venue) => (
            <SportsVenueCard key={venue.venueId} venue={venue} onEnter={enter} />
          ))}
        </Grid>
      )}
    </section>
  );
}
