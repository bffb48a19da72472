import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { Game } from 'shared/contract';
import { Button, MediaBody, MediaCard, MediaCover, MediaText, MediaTitle, textOn } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const Card = styled(MediaCard)`
  cursor: pointer;
`;

const Badges = styled.div`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  display: flex;
  gap: 0.25rem;
`;

const Badge = styled.span<{ $tone: 'hot' | 'new' }>`
  padding: 0.0625rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  color: ${({ theme, $tone }) => textOn($tone === 'hot' ? theme.danger : theme.success)};
  background: ${({ theme, $tone }) => ($tone === 'hot' ? theme.danger : theme.success)};
`;

const Star = styled.button<{ $on: boolean }>`
  position: absolute;
  top: 0.375rem;
  right: 0.375rem;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.45);
  color: ${({ $on }) => ($on ? '#ffc53d' : '#fff')};
  font-size: 1.125rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export interface GameCardProps {
  game: Game;
  /** The vendor's name, shown under the game's on the 全部 tab. */
  vendorName: string | undefined;
  favourite: boolean;
  favouriteBusy: boolean;
  onToggleFavourite: () => void;
  onPlay: () => void;
  launching: boolean;
}

/** A game: press the card or 开始游戏 to play; the star keeps it among the member's favourites. */
export function GameCard({
  game,
  vendorName,
  favourite,
  favouriteBusy,
  onToggleFavourite,
  onPlay,
  launching,
}: GameCardProps) {
  const { t } = useTranslation(NAMESPACE);
  // The buttons inside act for themselves; the press must not also reach the card.
  const only = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    <Card aria-label={game.name} data-testid="game-card" onClick={() => !launching && onPlay()}>
      <MediaCover src={game.imageUrl} alt="" loading="lazy" $ratio="4 / 3" />
      {(game.hot || game.isNew) && (
        <Badges>
          {game.hot && <Badge $tone="hot">{t('catalogue.badge.hot')}</Badge>}
          {game.isNew && <Badge $tone="new">{t('catalogue.badge.new')}</Badge>}
        </Badges>
      )}
      <Star
        type="button"
        $on={favourite}
        aria-pressed={favourite}
        aria-label={t('catalogue.favourite.add', { name: game.name })}
        title={t(favourite ? 'catalogue.favourite.remove' : 'catalogue.favourite.add', { name: game.name })}
        disabled={favouriteBusy}
        onClick={only(onToggleFavourite)}
      >
        {favourite ? '★' : '☆'}
      </Star>
      <MediaBody>
        <MediaTitle>{game.name}</MediaTitle>
        {vendorName && <MediaText>{vendorName}</MediaText>}
        <Button
          variant="secondary"
          disabled={launching}
          aria-label={t('catalogue.playNamed', { name: game.name })}
          onClick={only(onPlay)}
        >
          {t('catalogue.play')}
        </Button>
      </MediaBody>
    </Card>
  );
}
