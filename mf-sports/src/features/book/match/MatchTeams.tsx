import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { SportMatch } from 'shared/contract';
import { NAMESPACE } from '../../../setup';

const Teams = styled.div`
  display: grid;
  grid-auto-rows: 1.75rem;
  row-gap: 0.25rem;
  min-width: 0;
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  font-size: 0.8125rem;
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Muted = styled(Name)`
  color: ${({ theme }) => theme.textMuted};
`;

const Score = styled.span`
  min-width: 1.5rem;
  text-align: right;
  font-weight: 700;
  color: ${({ theme }) => theme.danger};
  font-variant-numeric: tabular-nums;
`;

const Games = styled.span`
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.75rem;
`;

/** Sports scored in sets (tennis, volleyball, table tennis, snooker frames): sets, then the games of the set. */
const SET_SPORTS = new Set(['TN', 'VB', 'TT', 'SK']);

/** Home and away with the score while it is played; a third line for the draw when the 1X2 has one. */
export function MatchTeams({ match, withDraw }: { match: SportMatch; withDraw: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const scored = match.isLive || match.gameStatus === 'finished';
  const sets = SET_SPORTS.has(match.gameType);
  const side = (name: string, score: number, set: number, game: number) => (
    <Line>
      <Name title={name}>{name}</Name>
      {scored && sets && <Games>{game}</Games>}
      {scored && <Score>{sets ? set : score}</Score>}
    </Line>
  );
  return (
    <Teams>
      {side(match.team_h, match.sc_FT_H, match.sc_set_H, match.sc_game_H)}
      {side(match.team_c, match.sc_FT_C, match.sc_set_A, match.sc_game_A)}
      {withDraw && (
        <Line>
          <Muted>{t('book.pick.draw')}</Muted>
        </Line>
      )}
    </Teams>
  );
}
