import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import type { Venue } from 'shared/contract';
import { bus } from 'shared/bus';
import { isLoggedInAtom } from 'shared/state';
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
  flex-direction: column;
  gap: 0.375rem;
  padding: 0.875rem 1rem 1rem;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.8125rem;
`;

const Badge = styled.span<{ $tone: 'hot' | 'down' }>`
  position: absolute;
  top: 0.625rem;
  right: 0.625rem;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  color: #fff;
  background: ${({ theme, $tone }) => ($tone === 'hot' ? theme.danger : theme.textMuted)};
`;

export function VenueCard({ venue }: { venue: Venue }) {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const down = venue.status === 'maintenance';
  return (
    <Card $down={down} aria-label={venue.name} data-testid="venue-card">
      <Cover src={venue.imageUrl} alt="" loading="lazy" />
      {down ? <Badge $tone="down">{t('venue.maintenance')}</Badge> : venue.hot && <Badge $tone="hot">{t('venue.hot')}</Badge>}
      <Body>
        <Name>{venue.name}</Name>
        <Description>{venue.description}</Description>
        {!loggedIn && !down && (
          <Button variant="secondary" onClick={() => bus.emit('ui:login-tips')}>
            {t('venue.loginToPlay')}
          </Button>
        )}
      </Body>
    </Card>
  );
}
