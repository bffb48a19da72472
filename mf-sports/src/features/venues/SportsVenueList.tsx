import { useTranslation } from 'shared/i18n';
import { AsyncView, CardGrid, PageHead } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { SportsVenueCard } from './SportsVenueCard';
import { useEnterVenue } from './use-enter-venue';
import { useSportsVenues } from './use-sports-venues';

/** /game/sport: every sports venue with loading, error (retry) and empty states. */
export function SportsVenueList() {
  const { t } = useTranslation(NAMESPACE);
  const venues = useSportsVenues();
  const enter = useEnterVenue();
  return (
    <section aria-labelledby="sports-venues-title">
      <PageHead id="sports-venues-title" title={t('page.title')}>
        <span>{t('page.subtitle')}</span>
        {venues.status === 'success' && <span>{t('page.count', { count: venues.data.length })}</span>}
      </PageHead>
      <AsyncView state={venues} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <CardGrid>
            {list.map((venue) => (
              <SportsVenueCard key={venue.venueId} venue={venue} onEnter={enter} />
            ))}
          </CardGrid>
        )}
      </AsyncView>
    </section>
  );
}
