import { useNavigate } from 'shared/router';
import styled, { css } from 'styled-components';
import { textOn } from 'shared/ui';
import { useTranslation } from 'shared/i18n';
import type { HotMatch } from 'shared/contract';
import { NAMESPACE } from '../../setup';
import { formatKickoff } from './match-time';

const card = css`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  padding: 0.875rem 1rem;
  text-align: left;
  color: ${({ theme }) => theme.text};
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
`;

/** A card that opens the sports page. */
const CardButton = styled.button`
  ${card}
  cursor: pointer;
  transition: border-color 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.primary};
  }
`;

/** A card shown for information only: the brand serves no sports page to open. */
const CardBox = styled.article`
  ${card}
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.textMuted};
`;

const LiveBadge = styled.span`
  flex: none;
  padding: 0 0.5rem;
  border-radius: 999px;
  color: ${({ theme }) => textOn(theme.danger)};
  background: ${({ theme }) => theme.danger};
`;

const Teams = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  span:last-child {
    text-align: right;
  }
`;

const Score = styled.strong<{ $live: boolean }>`
  color: ${({ theme, $live }) => ($live ? theme.danger : theme.textMuted)};
  font-variant-numeric: tabular-nums;
`;

const Odds = styled.div`
  display: flex;
  gap: 0.375rem;
  span {
    flex: 1;
    display: flex;
    justify-content: space-between;
    padding: 0.25rem 0.5rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.surfaceAlt};
    font-size: 0.8125rem;
  }
  b {
    color: ${({ theme }) => theme.primary};
    font-variant-numeric: tabular-nums;
  }
`;

/** The card and, under a live match, its chat room button (a sibling: a button cannot hold a button). */
const Cell = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  & > :first-child {
    flex: 1;
  }
`;

const ChatButton = styled.button`
  align-self: flex-end;
  padding: 0.125rem 0.625rem;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.primary};
  background: none;
  border: 1px solid ${({ theme }) => theme.primary};
  border-radius: 999px;
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.onPrimary};
    background: ${({ theme }) => theme.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
`;

const Closed = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
`;

export interface HotMatchCardProps {
  match: HotMatch;
  to: string | null;
  /** Opens the match's chat room (live matches, when the brand serves the chat); null: no button. */
  onChat?: (() => void) | null;
  chatOpen?: boolean;
}

/** One hot match: league, teams, live score or kick-off, and its 1X2 prices; a button to `to` when it has one. */
export function HotMatchCard({ match, to, onChat = null, chatOpen = false }: HotMatchCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const card = <MatchCard match={match} to={to} />;
  if (onChat === null) return card;
  return (
    <Cell>
      {card}
      <ChatButton
        type="button"
        data-testid="hot-match-chat"
        aria-pressed={chatOpen}
        aria-label={t('hotMatches.chatLabel', match)}
        onClick={onChat}
      >
        {t('hotMatches.chat')}
      </ChatButton>
    </Cell>
  );
}

function MatchCard({ match, to }: { match: HotMatch; to: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const sport = t(`hotMatches.sports.${match.sportType}`);
  const content = (
    <>
      <Top>
        <span>
          {sport} · {match.league}
        </span>
        {match.isLive ? (
          <LiveBadge>{t('hotMatches.live')}</LiveBadge>
        ) : (
          <span>{t('hotMatches.kickoff', { time: formatKickoff(match.startTime) })}</span>
        )}
      </Top>
      <Teams>
        <span>{match.home}</span>
        <Score $live={match.isLive}>
          {match.isLive ? `${match.scoreHome} : ${match.scoreAway}` : t('hotMatches.vs')}
        </Score>
        <span>{match.away}</span>
      </Teams>
      {match.odds === null ? (
        <Closed>{t('hotMatches.closed')}</Closed>
      ) : (
        <Odds>
          <span>
            {t('hotMatches.home')} <b>{match.odds.home.toFixed(2)}</b>
          </span>
          {match.odds.draw !== null && (
            <span>
              {t('hotMatches.draw')} <b>{match.odds.draw.toFixed(2)}</b>
            </span>
          )}
          <span>
            {t('hotMatches.away')} <b>{match.odds.away.toFixed(2)}</b>
          </span>
        </Odds>
      )}
    </>
  );
  const label = t('hotMatches.matchLabel', match);
  if (to === null) {
    return (
      <CardBox data-testid={`hot-match-${match.matchId}`} aria-label={label}>
        {content}
      </CardBox>
    );
  }
  return (
    <CardButton
      type="button"
      onClick={() => void navigate(to)}
      data-testid={`hot-match-${match.matchId}`}
      data-href={to}
    >
      {/* Named by what it shows (WCAG 2.5.3): a speech user says the words they see. */}
      {content}
    </CardButton>
  );
}
