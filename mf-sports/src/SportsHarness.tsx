import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { NavLink, Route, Routes, useLocation, useParams } from 'shared/router';
import styled from 'styled-components';
import { hrefFor, routePatterns } from 'shared/routes';
import { isLoggedInAtom } from 'shared/state';
import { EmptyState } from 'shared/ui';
import BetRecordPage from './exposes/BetRecordPage';
import SportsBookPage from './exposes/SportsBookPage';
import SportsVenuePage from './exposes/SportsVenuePage';
import { NAMESPACE } from './setup';

const Nav = styled.nav`
  display: flex;
  gap: 1rem;
  margin-bottom: 1rem;
  a {
    color: ${({ theme }) => theme.text};
    text-decoration: none;
  }
  a.active {
    color: ${({ theme }) => theme.primary};
    font-weight: 600;
  }
`;

/**
 * Mirrors the host's sports routes: the venues at /game/sport, the local book at /game/sport/crty
 * and the bet records at /mine/betRecord, the last two behind a login as in the host.
 */
export function SportsHarness() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Nav>
        <NavLink to={hrefFor('sport')} end>
          {t('page.title')}
        </NavLink>
        <NavLink to={hrefFor('localSport', { enName: 'crty' })}>{t('book.title')}</NavLink>
        <NavLink to={hrefFor('betRecord')}>{t('records.title')}</NavLink>
      </Nav>
      <Routes>
        <Route
          path={routePatterns.localSport}
          element={
            <RequireLogin>
              <LocalSportRoute />
            </RequireLogin>
          }
        />
        <Route
          path={routePatterns.betRecord}
          element={
            <RequireLogin>
              <BetRecordPage />
            </RequireLogin>
          }
        />
        <Route path="*" element={<SportsVenuePage />} />
      </Routes>
    </>
  );
}

/** The host sends a visitor home with the login prompt; the harness shows the prompt in place. */
function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAtomValue(isLoggedInAtom);
  return loggedIn ? children : <EmptyState title={t('shared:auth.loginPrompt')} />;
}

/** As the host's route: crty is this remote's book; any other venue opens in the host's frame, so the harness only shows where it landed. */
function LocalSportRoute() {
  const { enName = '' } = useParams();
  const { pathname } = useLocation();
  if (enName.toUpperCase() === 'CRTY') return <SportsBookPage enName={enName} />;
  return <p>{pathname}</p>;
}
