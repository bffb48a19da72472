import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'shared/router';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { formatMoney } from 'shared/format';
import { routePatterns, useNavigator } from 'shared/routes';
import { Button, ErrorState, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { useLaunchGame } from '../launch';
import { readHostPageQuery } from './host-page-query';
import { useOpenGame } from './use-open-game';
import { useVenueBalance } from './use-venue-balance';

const Page = styled.section<{ $fullWindow: boolean }>`
  display: flex;
  flex-direction: column;
  /* /pg/game has no shell around it: the page is the whole window. */
  min-height: ${({ $fullWindow }) => ($fullWindow ? '100vh' : 'calc(100vh - 8rem)')};
  background: ${({ theme }) => theme.background};
  color: ${({ theme }) => theme.text};
`;

const BackBar = styled.header`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surface};
`;

const GameName = styled.h1`
  flex: 1;
  margin: 0;
  overflow: hidden;
  font-size: 1rem;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Balance = styled.span`
  color: ${({ theme }) => theme.textMuted};
  & > strong {
    color: ${({ theme }) => theme.text};
  }
`;

const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  min-height: 80vh;
  border: 0;
  background: ${({ theme }) => theme.surfaceAlt};
`;

const Centre = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  padding: 2rem 1rem;
  text-align: center;
`;

/** 返回: back where the member came from; a page opened in a new tab has nowhere to go back to but home. */
function useLeave(): () => void {
  const { back, toName } = useNavigator();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) back();
    else toName('home');
  };
}

function VenueBalance({ venue, frameOrigin }: { venue: string; frameOrigin: string }) {
  const { t } = useTranslation(NAMESPACE);
  const balance = useVenueBalance(venue, frameOrigin);
  return (
    <Balance data-testid="host-venue-balance" title={balance.status === 'error' ? balance.error : undefined}>
      {t('hostPage.balance')}{' '}
      <strong>{balance.data ? formatMoney(balance.data.balance) : t('hostPage.balanceUnknown')}</strong>
    </Balance>
  );
}

/**
 * The game host page (/pg/game, /dz/game ?venue=&ticket=): the launch ticket becomes the game's
 * address (venue/resource openGame), framed under a back bar with the member's venue balance.
 */
export function GameHostPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const query = useMemo(() => readHostPageQuery(params), [params]);
  const opened = useOpenGame(query);
  const { launch, launching } = useLaunchGame();
  const leave = useLeave();
  const { toName } = useNavigator();
  const result = opened.status === 'success' ? opened.data : null;
  const title = result?.kind === 'game' ? result.game.gameName : t('hostPage.game');

  let body;
  if (!query) {
    body = (
      <Centre role="alert">
        <strong>{t('hostPage.badLink')}</strong>
        <span>{t('hostPage.badLinkHint')}</span>
        <Button onClick={() => toName('home')}>{t('hostPage.goHome')}</Button>
      </Centre>
    );
  } else if (opened.status === 'loading') {
    body = <Spinner label={t('hostPage.opening')} />;
  } else if (opened.status === 'error') {
    body = <ErrorState title={t('hostPage.openFailed')} message={opened.error} onRetry={opened.reload} />;
  } else if (result?.kind === 'reenter') {
    body = (
      <Centre role="alert">
        {/* 6302 says the specification's own words; an expired ticket (6099) the server's. */}
        <strong>{result.expired ? result.message : t('hostPage.uidMismatch')}</strong>
        <Button loading={launching} disabled={launching} onClick={() => launch({ enName: query.venue })}>
          {t('hostPage.reenter')}
        </Button>
      </Centre>
    );
  } else if (result?.kind === 'game') {
    body = (
      <Frame
        src={result.game.url}
        title={result.game.gameName}
        allow="autoplay; fullscreen"
        allowFullScreen
        data-testid="game-frame"
      />
    );
  } else {
    body = (
      <Centre role="alert">
        <strong>{t('hostPage.openFailed')}</strong>
        <span>{t('launch.refused')}</span>
        <Button onClick={() => toName('home')}>{t('hostPage.goHome')}</Button>
      </Centre>
    );
  }

  return (
    <Page $fullWindow={pathname === routePatterns.pgGame}>
      <BackBar>
        <Button variant="secondary" onClick={leave} data-testid="host-back">
          {t('hostPage.back')}
        </Button>
        <GameName>{title}</GameName>
        {result?.kind === 'game' && (
          <VenueBalance venue={query?.venue ?? result.game.venueName} frameOrigin={result.origin} />
        )}
      </BackBar>
      {body}
    </Page>
  );
}
