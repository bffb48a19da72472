import { useTranslation } from 'shared/i18n';
import type { Venue } from 'shared/contract';
import { Button, MediaBadge, MediaBody, MediaCard, MediaCover, MediaText, MediaTitle } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { BonusPoolFigure, type PoolReading } from '../pools';
import type { LaunchTarget } from '../launch';

export interface VenueCardProps {
  venue: Venue;
  /** The venue's jackpot, when it has one. */
  pool: PoolReading | undefined;
  launch: (target: LaunchTarget) => void;
  /** A launch of any venue on the page is running: one at a time. */
  launching: boolean;
}

/**
 * A venue of a category: enters for everyone (a visitor's press reaches the launch, which asks them
 * to log in). A venue under maintenance says so and cannot be entered.
 */
export function VenueCard({ venue, pool, launch, launching }: VenueCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const down = venue.status === 'maintenance';
  return (
    <MediaCard $dimmed={down} aria-label={venue.name} data-testid="venue-card">
      <MediaCover src={venue.imageUrl} alt="" loading="lazy" />
      {down ? (
        <MediaBadge $tone="muted">{t('venue.maintenance')}</MediaBadge>
      ) : (
        venue.hot && <MediaBadge $tone="hot">{t('venue.hot')}</MediaBadge>
      )}
      <MediaBody>
        <MediaTitle>{venue.name}</MediaTitle>
        <MediaText>{venue.description}</MediaText>
        {pool && <BonusPoolFigure reading={pool} />}
        {down ? (
          <MediaText role="note">{t('venue.maintenanceNote')}</MediaText>
        ) : (
          <Button
            disabled={launching}
            aria-label={t('venue.enterNamed', { name: venue.name })}
            onClick={() => launch({ enName: venue.enName, name: venue.name })}
          >
            {t('venue.enter')}
          </Button>
        )}
      </MediaBody>
    </MediaCard>
  );
}
