import { useTranslation } from 'shared/i18n';
import type { Venue } from 'shared/contract';
import { Button, MediaBadge, MediaBody, MediaCard, MediaCover, MediaText, MediaTitle } from 'shared/ui';
import { NAMESPACE } from '../../setup';

export interface SportsVenueCardProps {
  venue: Venue;
  onEnter: (venue: Venue) => void;
}

/**
 * One sports venue. Its name and description are shown exactly as the server sends them: the
 * sports venue's language is fixed to Simplified Chinese (SPEC §2), so they are marked zh-CN even
 * when the page is in Traditional.
 */
export function SportsVenueCard({ venue, onEnter }: SportsVenueCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const down = venue.status === 'maintenance';
  return (
    <MediaCard $dimmed={down} aria-label={venue.name} data-testid="sports-venue-card">
      <MediaCover src={venue.imageUrl} alt="" loading="lazy" />
      {down ? (
        <MediaBadge $tone="muted">{t('venue.maintenance')}</MediaBadge>
      ) : (
        venue.hot && <MediaBadge $tone="hot">{t('venue.hot')}</MediaBadge>
      )}
      <MediaBody>
        <MediaTitle lang="zh-CN">{venue.name}</MediaTitle>
        <MediaText lang="zh-CN">{venue.description}</MediaText>
        {!down && (
          <Button block onClick={() => onEnter(venue)}>
            {t('venue.enter')}
          </Button>
        )}
      </MediaBody>
    </MediaCard>
  );
}
