import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { isBlockedByDepositRule } from 'shared/routes';
import { DialogHost } from 'shared/ui';
import { siteInfoAtom, useBrand } from 'shared/state';
import { AuthSlot } from '../auth/AuthSlot';

import { NotFoundPage } from '../pages/NotFoundPage';
import { SessionEffects } from '../session/SessionEffects';
import { NAMESPACE } from '../setup';
import { Footer } from './Footer';
import { Header } from './Header';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 90rem;
  margin: 0 auto;
  padding: 1.5rem;
`;

/** Route metadata the shell reads: the page title key and whether the footer is shown. */
export interface RouteHandle {
  title: string;
  noFooter?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value;
}

/** The shell layout of SPEC §2: header, the routed page, footer, and the host's global reactions. */
export function Shell() {
  const { t } = useTranslation(NAMESPACE);
  const brand = useBrand();
  const siteInfo = useAtomValue(siteInfoAtom);
  const location = useLocation();
  const handle = [...useMatches()].reverse().map((match) => match.handle).find(isRouteHandle);
  const depositEnabled = brand.flags.depositEnabled && (siteInfo?.siteBaseConfig.depositSwitch ?? 1) === 1;
  const blocked = isBlockedByDepositRule(location.pathname, depositEnabled);

  useEffect(() => {
    const page = t(`title.${blocked ? 'notFound' : (handle?.title ?? 'notFound')}`);
    document.title = `${page} - ${brand.siteName}`;
  }, [handle, blocked, brand.siteName, t]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <Page>
      <Header />
      <Main>{blocked ? <NotFoundPage /> : <Outlet />}</Main>
      {!handle?.noFooter && <Footer />}
      <SessionEffects />
      <AuthSlot />
      <DialogHost />
    </Page>
  );
}
