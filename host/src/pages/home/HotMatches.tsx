import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { includesRemote } from 'shared/config';
import { hotLiveMatches } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { useBrand } from 'shared/state';
import { hrefFor, useServedRoutes } from 'shared/routes';
import { AsyncView, CardGrid, EmptyState } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { HomeMatchChat, type OpenMatchChat } from './HomeMatchChat';
import { HotMatchCard } from './HotMatchCard';

const HOT_MATCH_COUNT = 8;
/** Scores and prices move with the live book: refreshed quietly while the tab is visible, and on focus. */
export const HOT_MATCH_REFRESH_MS = 30_000;

const Title = styled.h2`
  margin: 2rem 0 1rem;
  font-size: 1.25rem;
`;

/** The home page's hot matches; any match leads to the sports page, where betting happens, when the brand serves it. */
export function HotMatches() {
  const brand = useBrand();
  // A brand that skips sport shows none of it on the home page (SPEC §1 skip sport).
  return brand.flags.skipSport ? null : <HotMatchList chatServed={includesRemote(brand, 'chat')} />;
}

function HotMatchList({ chatServed }: { chatServed: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const sportServed = useServedRoutes().isServed('sport');
  const [chat, setChat] = useState<OpenMatchChat | null>(null);
  const matches = useEndpoint(hotLiveMatches, { size: HOT_MATCH_COUNT }, { poll: HOT_MATCH_REFRESH_MS });

  return (
    <section aria-labelledby="home-hot-matches" data-testid="hot-matches">
      <Title id="home-hot-matches">{t('hotMatches.title')}</Title>
      <AsyncView
        state={matches}
        isEmpty={({ list }) => list.length === 0}
        empty={<EmptyState title={t('hotMatches.empty')} />}
      >
        {({ list }) => (
          <CardGrid $min="17rem" $stale={matches.status === 'loading'}>
            {list.map((match) => (
              <HotMatchCard
                key={match.matchId}
                match={match}
                to={sportServed ? hrefFor('sport') : null}
                chatOpen={chat?.gameId === match.matchId}
                onChat={
                  chatServed && match.isLive
                    ? () =>
                        setChat((open) =>
                          open?.gameId === match.matchId
                            ? null
                            : { gameId: match.matchId, title: t('hotMatches.chatTitle', match) },
                        )
                    : null
                }
              />
            ))}
          </CardGrid>
        )}
      </AsyncView>
      {chat !== null && <HomeMatchChat chat={chat} onClose={() => setChat(null)} />}
    </section>
  );
}
