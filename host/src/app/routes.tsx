import type { ReactNode } from 'react';
import type { NonIndexRouteObject, RouteObject } from 'shared/router';
import { includesRemote, offersRemote, type BrandConfig } from 'shared/config';
import type { ActivityPageType, GameCatalogueCategory, VenueCategory } from 'shared/contract';
import { routePatterns, type RouteName, type RouteTable, type TableRoute } from 'shared/routes';
import { Shell } from '../layout/Shell';
import { handleFor, type RouteHandle } from '../navigation/route-handle';
import { HomeRoute } from '../pages/home/HomeRoute';
import { lazyPage } from '../pages/lazy-page';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteArea } from '../remote-area/RemoteArea';
import { SportBookRoute } from './frames/SportBookRoute';
import { guarded } from './guard';
import { RedirectPage } from './RedirectPage';

// Pages the home route does not show load in their own chunks (the first screen carries only its
// own code, see docs/decisions/0003-first-page-budget.md; the download page alone brings a QR-code
// library).
const AppDownloadPage = lazyPage(() => import('../pages/download/AppDownloadPage').then((m) => m.AppDownloadPage));
const HelpCenterPage = lazyPage(() => import('../pages/help/HelpCenterPage').then((m) => m.HelpCenterPage));
const LoadingPage = lazyPage(() => import('../pages/loading/LoadingPage').then((m) => m.LoadingPage));
const SponsorPage = lazyPage(() => import('../pages/sponsor/SponsorPage').then((m) => m.SponsorPage));
const FullWindowGameHost = lazyPage(() => import('../casino/FullWindowGameHost').then((m) => m.FullWindowGameHost));
const UrlGamePage = lazyPage(() => import('./frames/UrlGamePage').then((m) => m.UrlGamePage));

/** A route of the table: its declared pattern (relative under a parent), its guards from the meta, its handle. */
function route(
  name: RouteName,
  element: ReactNode,
  { title, under }: { title?: string; under?: string } = {},
): NonIndexRouteObject {
  const pattern: string = routePatterns[name];
  const path = under === undefined ? pattern : pattern.slice(under.length + 1);
  return { path, element: guarded(name, element), handle: handleFor(name, title) };
}

/** The shell's children are relative to '/': its pattern without the slash. */
const SHELL = '';

const notFound: RouteObject = { path: '*', element: <NotFoundPage />, handle: handleFor('notFound') };

const casinoPages: [RouteName, VenueCategory, string][] = [
  ['realbet', 'ZR', 'realbet'],
  ['chess', 'QP', 'chess'],
  ['gaming', 'DJ', 'gaming'],
  ['lottery', 'CP', 'lottery'],
];

/** The activity page types of SPEC §2, each its own route. */
const activityPages: [RouteName, ActivityPageType][] = [
  ['activityRacePage', 'racePage'],
  ['activityLandPage', 'activityLandPage'],
  ['firstDeposit', 'firstDeposit'],
  ['againDeposit', 'againDeposit'],
  ['newTask', 'newTask'],
  ['drawGift', 'drawGift'],
  ['signGift', 'signGift'],
  ['friendInvitation', 'friendInvitation'],
  ['bettingGift', 'bettingGift'],
];

const cataloguePages: [RouteName, GameCatalogueCategory, string][] = [
  ['gameegame', 'DZ', 'egame'],
  ['gamefishing', 'BY', 'fish'],
];

/** The fixed /game/* screens; /game/:info must never stand in for one of them. */
const fixedGamePages: readonly RouteName[] = [
  'sport',
  'localSport',
  'realbet',
  'chess',
  'gaming',
  'lottery',
  'gameegame',
  'gamefishing',
];

/**
 * A vertical the brand leaves out is not-found, not "a game named sport" behind the login guard of
 * /game/:info: its paths get explicit not-found routes, which outrank the dynamic segment.
 */
function unclaimedGamePaths(routes: readonly RouteObject[]): RouteObject[] {
  const claimed = new Set(routes.map((r) => r.path));
  return fixedGamePages
    .map((name) => routePatterns[name].slice(1))
    .filter((path) => !claimed.has(path))
    .map((path) => ({ ...notFound, path }));
}

/** The shell's pages; a vertical the brand leaves out (or skips, skipSport) has no routes, so its paths fall through to not-found. */
function shellChildren(brand: BrandConfig): RouteObject[] {
  const children: RouteObject[] = [
    { index: true, element: <HomeRoute />, handle: handleFor('home') },
    route('redirect', <RedirectPage />, { under: SHELL }),
    route('redirectPath', <RedirectPage />, { under: SHELL }),
    route('sponsor', <SponsorPage />, { under: SHELL }),
    route('appdownload', <AppDownloadPage />, { under: SHELL }),
    route('help', <HelpCenterPage />, { under: SHELL }),
    route('helpTopic', <HelpCenterPage />, { under: SHELL }),
  ];
  if (offersRemote(brand, 'sports')) {
    children.push(route('sport', <RemoteArea module="sports/SportsVenuePage" props={{}} />, { under: SHELL }));
    children.push(route('localSport', <SportBookRoute />, { under: SHELL }));
  }
  if (includesRemote(brand, 'casino')) {
    for (const [name, category, title] of casinoPages) {
      children.push(
        route(name, <RemoteArea key={category} module="casino/VenueListPage" props={{ category }} />, {
          title,
          under: SHELL,
        }),
      );
    }
    for (const [name, category, title] of cataloguePages) {
      children.push(
        route(name, <RemoteArea key={category} module="casino/GameCataloguePage" props={{ category }} />, {
          title,
          under: SHELL,
        }),
      );
    }
    children.push(route('dzGame', <RemoteArea module="casino/GameHostPage" props={{}} />, { under: SHELL }));
  }
  children.push(...unclaimedGamePaths(children));
  children.push(route('game', <UrlGamePage />, { under: SHELL }));
  if (includesRemote(brand, 'promotions')) {
    children.push(route('discount', <RemoteArea module="promotions/DiscountPage" props={{}} />, { under: SHELL }));
    children.push(route('venture', <RemoteArea module="promotions/AgentPage" props={{}} />, { under: SHELL }));
    for (const [name, pageType] of activityPages) {
      children.push(
        route(name, <RemoteArea key={pageType} module="promotions/ActivityPage" props={{ pageType }} />, {
          under: SHELL,
        }),
      );
    }
  }
  if (includesRemote(brand, 'account')) {
    children.push({
      ...route('mine', <RemoteArea module="account/MineLayout" props={{}} />, { under: SHELL }),
      // The member pages (mf-account, mf-wallet, mf-promotions, mf-sports) join here as
      // route(name, element, { under: routePatterns.mine }); guarded() adds RequireBoundPhone
      // for the four bindPhone pages. Until then an unknown member page is not-found in the layout.
      children: [
        route('userinfo', <RemoteArea module="account/UserInfoPage" props={{}} />, { under: routePatterns.mine }),
        route('auth', <RemoteArea module="account/AuthPage" props={{}} />, { under: routePatterns.mine }),
        route('message', <RemoteArea module="account/MessagePage" props={{}} />, { under: routePatterns.mine }),
        route('feedback', <RemoteArea module="account/FeedbackPage" props={{}} />, { under: routePatterns.mine }),
        route('introTutorial', <RemoteArea module="account/IntroTutorialPage" props={{}} />, {
          under: routePatterns.mine,
        }),
        route('responsible', <RemoteArea module="account/ProtectionPage" props={{}} />, { under: routePatterns.mine }),
        ...(includesRemote(brand, 'wallet')
          ? [
              route('exchange', <RemoteArea module="wallet/ExchangePage" props={{}} />, { under: routePatterns.mine }),
              route('takeMoney', <RemoteArea module="wallet/TakeMoneyPage" props={{}} />, {
                under: routePatterns.mine,
              }),
              route('addBankCard', <RemoteArea module="wallet/AddBankCardPage" props={{}} />, {
                under: routePatterns.mine,
              }),
              route('virtualCoinCard', <RemoteArea module="wallet/VirtualCoinCardPage" props={{}} />, {
                under: routePatterns.mine,
              }),
              route('alipayManage', <RemoteArea module="wallet/AlipayManagePage" props={{}} />, {
                under: routePatterns.mine,
              }),
              route('accountManage', <RemoteArea module="wallet/AccountManagePage" props={{}} />, {
                under: routePatterns.mine,
              }),
            ]
          : []),
        ...(includesRemote(brand, 'promotions')
          ? [
              route('vip', <RemoteArea module="promotions/VipPage" props={{}} />, { under: routePatterns.mine }),
              route('vipDetail', <RemoteArea module="promotions/VipDetailPage" props={{}} />, {
                under: routePatterns.mine,
              }),
              route('welfare', <RemoteArea module="promotions/WelfarePage" props={{}} />, {
                under: routePatterns.mine,
              }),
              route('giftRecord', <RemoteArea module="promotions/GiftRecordPage" props={{}} />, {
                under: routePatterns.mine,
              }),
            ]
          : []),
        ...(offersRemote(brand, 'sports')
          ? [route('betRecord', <RemoteArea module="sports/BetRecordPage" props={{}} />, { under: routePatterns.mine })]
          : []),
        ...(includesRemote(brand, 'wallet')
          ? [
              route('saveMoney', <RemoteArea module="wallet/SaveMoneyPage" props={{}} />, {
                under: routePatterns.mine,
              }),
              route('huiwangWait', <RemoteArea module="wallet/HuioneWaitPage" props={{}} />, {
                under: routePatterns.mine,
              }),
              route('xnbskWait', <RemoteArea module="wallet/XnbskWaitPage" props={{}} />, {
                under: routePatterns.mine,
              }),
              route('transferMoney', <RemoteArea module="wallet/TransferMoneyPage" props={{}} />, {
                under: routePatterns.mine,
              }),
              route('wallet', <RemoteArea module="wallet/WalletPage" props={{}} />, { under: routePatterns.mine }),
              route('transRecord', <RemoteArea module="wallet/TransRecordPage" props={{}} />, {
                under: routePatterns.mine,
              }),
            ]
          : []),
        notFound,
      ],
    });
  }
  children.push(notFound);
  return children;
}

/** The route table of SPEC §2 for a brand. */
export function buildRoutes(brand: BrandConfig): RouteObject[] {
  return [
    // Outside the shell: the loading page and the e-game host page fill the window.
    route('loading', <LoadingPage />),
    ...(includesRemote(brand, 'casino') ? [route('pgGame', <FullWindowGameHost />)] : []),
    { path: '/', element: <Shell />, children: shellChildren(brand) },
  ];
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return parent.endsWith('/') ? parent + path : `${parent}/${path}`;
}

/**
 * The table as the router ranks it, flattened to full paths with the screen each one shows (null
 * for not-found): what the host publishes in routeTableAtom so that menus, shortcuts, banners and
 * notices link only to pages this brand serves. A layout route without a screen (the shell) is left
 * out; its index child stands at its path.
 */
export function routeTableOf(routes: readonly RouteObject[], parent = '/'): RouteTable {
  return routes.flatMap((route): TableRoute[] => {
    const path = route.index ? parent : joinPath(parent, route.path ?? '');
    const handle = route.handle as RouteHandle | undefined;
    const own: TableRoute[] = handle ? [{ path, name: handle.name === 'notFound' ? null : handle.name }] : [];
    return [...own, ...routeTableOf(route.children ?? [], path)];
  });
}
