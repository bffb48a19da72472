import type { RouteName } from 'shared/routes';

/** The open pages of the shell with the test id that shows each one has its content. */
export const openPages: readonly (readonly [path: string, ready: string])[] = [
  ['/', 'entry-realbet'],
  ['/game/sport', 'sports-venue-card'],
  ['/game/realbet', 'venue-card'],
  ['/game/chess', 'venue-card'],
  ['/game/gaming', 'venue-card'],
  ['/game/lottery', 'venue-card'],
  ['/game/egame', 'game-card'],
  ['/game/fishing', 'game-card'],
  ['/activity/discount', 'discount-card'],
];

/** Who may see a page: anyone, or only a logged-in member (the member guard sends a visitor home). */
export type Viewer = 'visitor' | 'member';

export interface RouteVisit {
  /** An address of the route on the default brand, its params filled from the seed. */
  path: string;
  viewer: Viewer;
}

/**
 * One address for every route of the spec (shared/routes), keyed by its name so a new route is a
 * type error here until it gets one. Params come from the seed (activities 1-9 by their page type);
 * the game pages get a ticket or address they refuse, which is the page a player sees without a
 * launch; the redirect helpers end on the page they point at.
 */
export const everyRoute: Record<RouteName, RouteVisit> = {
  home: { path: '/', viewer: 'visitor' },
  loading: { path: '/loading', viewer: 'visitor' },
  pgGame: { path: '/pg/game?venue=PGDZ&ticket=not-a-ticket', viewer: 'member' },
  dzGame: { path: '/dz/game?venue=PGDZ&ticket=not-a-ticket', viewer: 'member' },
  redirect: { path: '/redirect', viewer: 'member' },
  redirectPath: { path: '/redirect/game/chess', viewer: 'member' },
  sport: { path: '/game/sport', viewer: 'visitor' },
  localSport: { path: '/game/sport/crty', viewer: 'member' },
  game: { path: '/game/play?url=https%3A%2F%2Fgames.example.com%2Fplay', viewer: 'member' },
  realbet: { path: '/game/realbet', viewer: 'visitor' },
  chess: { path: '/game/chess', viewer: 'visitor' },
  gaming: { path: '/game/gaming', viewer: 'visitor' },
  lottery: { path: '/game/lottery', viewer: 'visitor' },
  gameegame: { path: '/game/egame', viewer: 'visitor' },
  gamefishing: { path: '/game/fishing', viewer: 'visitor' },
  venture: { path: '/agent', viewer: 'visitor' },
  sponsor: { path: '/sponsor', viewer: 'visitor' },
  appdownload: { path: '/download', viewer: 'visitor' },
  discount: { path: '/activity/discount', viewer: 'visitor' },
  activityRacePage: { path: '/activity/racePage/3', viewer: 'visitor' },
  activityLandPage: { path: '/activity/activityLandPage/4', viewer: 'visitor' },
  firstDeposit: { path: '/activity/firstDeposit/1', viewer: 'visitor' },
  againDeposit: { path: '/activity/againDeposit/2', viewer: 'visitor' },
  newTask: { path: '/activity/newTask/5', viewer: 'visitor' },
  drawGift: { path: '/activity/drawGift/6', viewer: 'visitor' },
  signGift: { path: '/activity/signGift/7', viewer: 'visitor' },
  friendInvitation: { path: '/activity/friendInvitation', viewer: 'visitor' },
  bettingGift: { path: '/activity/bettingGift/9', viewer: 'visitor' },
  mine: { path: '/mine', viewer: 'member' },
  userinfo: { path: '/mine/userinfo', viewer: 'member' },
  auth: { path: '/mine/auth', viewer: 'member' },
  virtualCoinCard: { path: '/mine/virtualCoinCard', viewer: 'member' },
  alipayManage: { path: '/mine/alipayManage', viewer: 'member' },
  accountManage: { path: '/mine/accountManage/1', viewer: 'member' },
  addBankCard: { path: '/mine/addBankCard', viewer: 'member' },
  introTutorial: { path: '/mine/introTutorial', viewer: 'member' },
  responsible: { path: '/mine/responsible', viewer: 'member' },
  exchange: { path: '/mine/exchange', viewer: 'member' },
  vip: { path: '/mine/vip', viewer: 'member' },
  vipDetail: { path: '/mine/vip/detail', viewer: 'member' },
  welfare: { path: '/mine/welfare', viewer: 'member' },
  wallet: { path: '/mine/wallet', viewer: 'member' },
  transRecord: { path: '/mine/transRecord', viewer: 'member' },
  betRecord: { path: '/mine/betRecord', viewer: 'member' },
  giftRecord: { path: '/mine/giftRecord', viewer: 'member' },
  message: { path: '/mine/message', viewer: 'member' },
  feedback: { path: '/mine/feedback', viewer: 'member' },
  saveMoney: { path: '/mine/savemoney', viewer: 'member' },
  transferMoney: { path: '/mine/transfermoney', viewer: 'member' },
  takeMoney: { path: '/mine/takemoney', viewer: 'member' },
  huiwangWait: { path: '/mine/huione', viewer: 'member' },
  xnbskWait: { path: '/mine/xnbsk', viewer: 'member' },
  help: { path: '/app/help', viewer: 'visitor' },
  helpTopic: { path: '/app/help/ck', viewer: 'visitor' },
};

/** The routes one viewer sees, by name, in the order above. */
export function routesSeenBy(viewer: Viewer): [RouteName, string][] {
  return (Object.entries(everyRoute) as [RouteName, RouteVisit][])
    .filter(([, visit]) => visit.viewer === viewer)
    .map(([name, visit]) => [name, visit.path]);
}

/** A list cut in two, the first half the longer, each named for the test titles. */
export function inHalves<T>(items: readonly T[]): [part: 'first' | 'second', slice: T[]][] {
  const half = Math.ceil(items.length / 2);
  return [
    ['first', items.slice(0, half)],
    ['second', items.slice(half)],
  ];
}
