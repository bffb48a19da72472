import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { VenueCategory } from 'shared/contract';
import { EmptyState, ErrorState, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { VenueCard } from './VenueCard';
import { useVenues } from './use-venues';

const Head = styled.header`
  display: flex;
  align-items: baseline;
  gap: 0.75rem;
  margin-bottom: 1rem;
  h1 { margin: 0; font-size: 1.5rem; }
  span { color: ${({ theme }) => theme.textMuted}; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 1rem;
`;

export function VenueList({ category }: { category: VenueCategory }) {
  const { t } = useTranslation(NAMESPACE);
  const venues = useVenues(category);
  return (
    <section aria-labelledby={`venues-${category}`}>
      <Head>
        <h1 id={`venues-${category}`}>{t(`categories.${category}`)}</h1>
        <span>{t(`subtitles.${category}`)}</span>
        {venues.status === 'success' && <span>{t('venue.count', { count: venues.data.length })}</span>}
      </Head>
      {venues.status === 'loading' && !venues.data && <Spinner />}
      {venues.status === 'error' && <ErrorState message={venues.error} onRetry={venues.reload} />}
      {venues.data && venues.data.length === 0 && <EmptyState />}
      {venues.data && venues.data.length > 0 && (
        <Grid>
          {venues.data.map((venue) => (
            <VenueCard key={venue.venueId} venue={venue} />
          ))}
        </Grid>
      )}
    </section>
  );
}
