import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { useServedRoutes } from 'shared/routes';
import { MediaBadge, MediaBody, MediaCard, MediaCover, MediaText, MediaTitle } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { activityHref, activityRouteOf } from '../activity';
import { dateOnly } from './date-only';
import type { DiscountAd } from './discount-types';

const Period = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
`;

/** The title's link covers the whole card, so the card opens with one tab stop and one accessible name. */
const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: -2px;
  }
`;

/** One activity; it opens its page (/activity/<pageType>/<id>) where the host serves that page type. */
export function DiscountCard({ ad }: { ad: DiscountAd }) {
  const { t } = useTranslation(NAMESPACE);
  const served = useServedRoutes();
  const linked = served.isServed(activityRouteOf[ad.pageType]);
  return (
    <MediaCard $dimmed={!ad.running} $lift={linked} aria-label={ad.title} data-testid="discount-card">
      <MediaCover $ratio="2 / 1" src={ad.imageUrl} alt="" loading="lazy" />
      <MediaBadge $tone={ad.running ? 'success' : 'muted'}>{t(ad.running ? 'card.running' : 'card.ended')}</MediaBadge>
      <MediaBody>
        <MediaTitle>
          {linked ? (
            <CardLink to={activityHref(ad.pageType, ad.id)} aria-label={t('activity.open', { title: ad.title })}>
              {ad.title}
            </CardLink>
          ) : (
            ad.title
          )}
        </MediaTitle>
        <MediaText>{ad.subtitle}</MediaText>
        <Period>{t('card.period', { start: dateOnly(ad.startTime), end: dateOnly(ad.endTime) })}</Period>
      </MediaBody>
    </MediaCard>
  );
}
