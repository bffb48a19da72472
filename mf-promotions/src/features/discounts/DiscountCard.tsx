import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { MediaBadge, MediaBody, MediaCard, MediaCover, MediaText, MediaTitle } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import type { DiscountAd } from './discount-types';
import { dateOnly } from './paging';

const Period = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
`;

/**
 * One activity. Opening its page (/activity/<pageType>/<id>) arrives with the activity pages in a
 * later issue, so the card is not a link yet.
 */
export function DiscountCard({ ad }: { ad: DiscountAd }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <MediaCard $dimmed={!ad.running} $lift={false} aria-label={ad.title} data-testid="discount-card">
      <MediaCover $ratio="2 / 1" src={ad.imageUrl} alt="" loading="lazy" />
      <MediaBadge $tone={ad.running ? 'success' : 'muted'}>{t(ad.running ? 'card.running' : 'card.ended')}</MediaBadge>
      <MediaBody>
        <MediaTitle>{ad.title}</MediaTitle>
        <MediaText>{ad.subtitle}</MediaText>
        <Period>{t('card.period', { start: dateOnly(ad.startTime), end: dateOnly(ad.endTime) })}</Period>
      </MediaBody>
    </MediaCard>
  );
}
