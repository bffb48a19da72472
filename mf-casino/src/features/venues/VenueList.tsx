import { useTranslation } from 'shared/i18n';
import type { VenueCategory } from 'shared/contract';
import { AsyncView, CardGrid, PageHead } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { useLaunchGame } from '../launch';
import { useBonusPools } from '../pools';
import { VenueCard } from './VenueCard';
import { useVenues } from './use-venues';

/** A category's venues (live casino, chess and cards, esports, lottery), each entering, with their jackpots. */
export function VenueList({ category }: { category: VenueCategory }) {
  const { t } = useTranslation(NAMESPACE);
  const venues = useVenues(category);
  const pools = useBonusPools(category);
  // One launcher for the page, so a second card cannot start while the first one's call runs.
  const { launch, launching } = useLaunchGame();
  return (
    <section aria-labelledby={`venues-${category}`}>
      <PageHead id={`venues-${category}`} title={t(`categories.${category}`)}>
        <span>{t(`subtitles.${category}`)}</span>
        {venues.status === 'success' && <span>{t('venue.count', { count: venues.data.length })}</span>}
      </PageHead>
      <AsyncView state={venues} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <CardGrid>
            {list.map((venue) => (
              <VenueCard
                key={venue.venueId}
                venue={venue}
                pool={pools.get(venue.enName)}
                launch={launch}
                launching={launching}
              />
            ))}
          </CardGrid>
        )}
      </AsyncView>
    </section>
  );
}
