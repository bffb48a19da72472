import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Venue } from 'shared/contract';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const Card = styled.article<{ $down: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  opacity: ${({ $down }) => ($down ? 0.6 : 1)};
  transition: transform 0.15s, box-shadow 0.15s;
  &:hover { transform: translateY(-2px); box-shadow: 0 0.5rem 1.5rem rgba(0, 0, 0, 0.12); }
`;

const Cover = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.surfaceAlt};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.875rem 1rem 1rem;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
`;

const Description = styled.p`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.8125rem;
  line-height: 1.6;
`;

const Badge = styled.span<{ $tone: 'hot' | 'down' }>`
  position: absolute;
  top: 0.625rem;
  left: 0.625rem;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.onPrimary};
  background: ${({ theme, $tone }) => ($tone === 'hot' ? theme.danger : theme.textMuted)};
`;

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
    <Card $down={down} aria-label={venue.name} data-testid="sports-venue-card">
      <Cover src={venue.imageUrl} alt="" loading="lazy" />
      {down ? <Badge $tone="down">{t('venue.maintenance')}</Badge> : venue.hot && <Badge $tone="hot">{t('venue.hot')}</Badge>}
      <Body>
        <Name lang="zh-CN">{venue.name}</Name>
        <Description lang="zh-CN">{venue.description}</Description>
        {!down && (
          <Button block onClick={() => onEnter(venue)}>
            {t('venue.enter')}
          </Button>
        )}
      </Body>
    </Card>
  );
}
