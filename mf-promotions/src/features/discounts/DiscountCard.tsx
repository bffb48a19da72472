import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../setup';
import type { DiscountAd } from './discount-types';
import { dateOnly } from './paging';

const Card = styled.article<{ $ended: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  opacity: ${({ $ended }) => ($ended ? 0.7 : 1)};
`;

const Image = styled.img`
  width: 100%;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  background: ${({ theme }) => theme.surfaceAlt};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  padding: 0.875rem 1rem 1rem;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.8125rem;
`;

const Period = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
`;

const Badge = styled.span<{ $running: boolean }>`
  position: absolute;
  top: 0.625rem;
  right: 0.625rem;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.onPrimary};
  background: ${({ theme, $running }) => ($running ? theme.success : theme.textMuted)};
`;

/**
 * One activity. Opening its page (/activity/<pageType>/<id>) arrives with the activity pages in a
 * later issue, so the card is not a link yet.
 */
export function DiscountCard({ ad }: { ad: DiscountAd }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card $ended={!ad.running} aria-label={ad.title} data-testid="discount-card">
      <Image src={ad.imageUrl} alt="" loading="lazy" />
      <Badge $running={ad.running}>{t(ad.running ? 'card.running' : 'card.ended')}</Badge>
      <Body>
        <Title>{ad.title}</Title>
        <Subtitle>{ad.subtitle}</Subtitle>
        <Period>{t('card.period', { start: dateOnly(ad.startTime), end: dateOnly(ad.endTime) })}</Period>
      </Body>
    </Card>
  );
}
