import { useTranslation } from 'react-i18next';
import type { VenueCategory } from 'shared/contract';
import { CardGrid, EmptyState, ErrorState, PageHead, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { VenueCard } from './VenueCard';
import { useVenues } from './use-venues';

export function VenueList({ category }: { category: VenueCategory }) {
  const { t } = useTranslation(NAMESPACE);
  const venues = useVenues(category);
  return (
    <section aria-labelledby={`venues-${category}`}>
      <PageHead id={`venues-${category}`} title={t(`categories.${category}`)}>
        <span>{t(`subtitles.${category}`)}</span>
        {venues.status === 'success' && <span>{t('venue.count', { count: venues.data.length })}</span>}
      </PageHead>
      {venues.status === 'loading' && !venues.data && <Spinner />}
      {venues.status === 'error' && <ErrorState message={venues.error} onRetry={venues.reload} />}
      {venues.data && venues.data.length === 0 && <EmptyState />}
      {venues.data && venues.data.length > 0 && (
        <CardGrid>
          {venues.data.map((venue) => (
            <VenueCard key={venue.venueId} venue={venue} />
          ))}
        </CardGrid>
      )}
    </section>
  );
}
