import { useMemo } from 'react';
import { useLocation, useOutlet } from 'shared/router';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { includesRemote } from 'shared/config';
import { isBlockedByDepositRule } from 'shared/routes';
import { DialogHost } from 'shared/ui';
import { depositEnabledAtom, isLoggedInAtom, sportsPageAtom, useBrand } from 'shared/state';
import { AuthSlot } from '../auth/AuthSlot';
import { EnterVenueSlot } from '../casino/EnterVenueSlot';
import { NotFoundPage } from '../pages/NotFoundPage';
import { SeoText } from '../pages/seo/SeoText';
import { KeepAliveOutlet } from '../navigation/KeepAliveOutlet';
import { documentTitle } from '../navigation/marquee';
import { helpTopicTitleKey } from '../pages/help/topics';
import { ProgressBar } from '../navigation/ProgressBar';
import { deepestHandle } from '../navigation/route-handle';
import { useRouteMatches } from '../navigation/route-table';
import { TabBar } from '../navigation/TabBar';
import { RefuseRouteContext } from '../navigation/refuse-route-context';
import { KeptKeysContext } from '../navigation/tabs-context';
import { useMarqueeTitle } from '../navigation/use-marquee-title';
import { useRegisterParam } from '../navigation/use-register-param';
import { useSportsRoute } from '../navigation/use-sports-route';
import { useTabList } from '../navigation/use-tab-list';
import { RemoteSlotProvider } from '../remote-area/RemoteSlotProvider';
import { SessionEffects } from '../session/SessionEffects';
import { RealityCheck } from '../protection/RealityCheck';
import { NAMESPACE } from '../setup';
import { Footer } from './Footer';
import { ForeverSiteBanner } from './ForeverSiteBanner';
import { Header } from './Header';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main<{ $fullWidth: boolean }>`
  flex: 1;
  width: 100%;
  max-width: ${({ $fullWidth }) => ($fullWidth ? 'none' : '90rem')};
  margin: 0 auto;
  padding: ${({ $fullWidth }) => ($fullWidth ? '0' : '1.5rem')};
`;

/** The shell layout of SPEC §2: header, tab bar, the routed page (kept alive per tab), footer, and the host's global reactions. */
export function Shell() {
  const { t } = useTranslation(NAMESPACE);
  const brand = useBrand();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const depositEnabled = useAtomValue(depositEnabledAtom);
  const sportsPage = useAtomValue(sportsPageAtom);
  const location = useLocation();
  const outlet = useOutlet();
  const matches = useRouteMatches();
  const handle = deepestHandle(matches);
  const blocked = isBlockedByDepositRule(location.pathname, depositEnabled);
  const live = blocked ? <NotFoundPage /> : outlet;
  const { tabs, close, refuse } = useTabList({ handle, location, element: live, blocked, loggedIn });
  const keptKeys = useMemo(() => new Set(tabs.filter((tab) => tab.keepAlive).map((tab) => tab.key)), [tabs]);

  // A help topic is titled by its topic (虚拟币存取款教程), the other pages by their route.
  const topicKey =
    handle?.name === 'helpTopic' ? helpTopicTitleKey(matches.find((m) => m.params.topic)?.params.topic) : null;
  const pageTitle = blocked ? t('title.notFound') : topicKey ? t(topicKey) : t(`title.${handle?.title ?? 'notFound'}`);
  useMarqueeTitle(documentTitle(pageTitle, brand.siteName));
  useRegisterParam();
  useSportsRoute();

  return (
    <Page>
      <ProgressBar />
      <ForeverSiteBanner />
      <Header />
      <TabBar tabs={tabs} activeKey={location.pathname} onClose={close} />
      <Main $fullWidth={Boolean(handle?.meta.fullWidth)}>
        <RemoteSlotProvider>
          <KeptKeysContext value={keptKeys}>
            <RefuseRouteContext value={refuse}>
              <KeepAliveOutlet tabs={tabs} activeKey={location.pathname} search={location.search} live={live} />
            </RefuseRouteContext>
          </KeptKeysContext>
        </RemoteSlotProvider>
      </Main>
      {/* SPEC §2 guard 4: the sports page's flag takes the footer away, as the route's meta does. */}
      {!handle?.meta.noFooter && !sportsPage && <Footer />}
      <SeoText />
      <SessionEffects />
      <RealityCheck />
      <AuthSlot />
      {includesRemote(brand, 'casino') && <EnterVenueSlot />}
      <DialogHost />
    </Page>
  );
}
