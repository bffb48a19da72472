import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import type { Venue } from 'shared/contract';
import { bus } from 'shared/bus';
import { isLoggedInAtom } from 'shared/state';
import { Button, MediaBadge, MediaBody, MediaCard, MediaCover, MediaText, MediaTitle } from 'shared/ui';
import { NAMESPACE } from '../../setup';

export function VenueCard({ venue }: { venue: Venue }) {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const down = venue.status === 'maintenance';
  return (
    <MediaCard $dimmed={down} aria-label={venue.name} data-testid="venue-card">
      <MediaCover src={venue.imageUrl} alt="" loading="lazy" />
      {down ? <MediaBadge $tone="muted">{t('venue.maintenance')}</MediaBadge> : venue.hot && <MediaBadge $tone="hot">{t('venue.hot')}</MediaBadge>}
      <MediaBody>
        <MediaTitle>{venue.name}</MediaTitle>
        <MediaText>{venue.description}</MediaText>
        {!loggedIn && !down && (
          <Button variant="secondary" onClick={() => bus.emit('ui:login-tips')}>
            {t('venue.loginToPlay')}
          </Button>
        )}
      </MediaBody>
    </MediaCard>
  );
}
