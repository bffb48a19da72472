/**
 * Every route of SPEC §2 by its screen name, declared once. The host builds its route table from
 * these patterns; remotes link with hrefFor so a path is never spelled twice.
 */
export const routePatterns = {
  home: '/',
  loading: '/loading',
  pgGame: '/pg/game',
  dzGame: '/dz/game',
  redirect: '/redirect',
  redirectPath: '/redirect/*',
  sport: '/game/sport',
  localSport: '/game/sport/:enName',
  game: '/game/:info',
  realbet: '/game/realbet',
  chess: '/game/chess',
  gaming: '/game/gaming',
  lottery: '/game/lottery',
  gameegame: '/game/egame',
  gamefishing: '/game/fishing',
  venture: '/agent',
  sponsor: '/sponsor',
  appdownload: '/download',
  discount: '/activity/discount',
  activityRacePage: '/activity/racePage/:id',
  activityLandPage: '/activity/activityLandPage/:id',
  firstDeposit: '/activity/firstDeposit/:id',
  againDeposit: '/activity/againDeposit/:id',
  newTask: '/activity/newTask/:id',
  drawGift: '/activity/drawGift/:id',
  signGift: '/activity/signGift/:id',
  friendInvitation: '/activity/friendInvitation',
  bettingGift: '/activity/bettingGift/:id',
  mine: '/mine',
  userinfo: '/mine/userinfo',
  auth: '/mine/auth',
  virtualCoinCard: '/mine/virtualCoinCard',
  alipayManage: '/mine/alipayManage',
  accountManage: '/mine/accountManage/:id',
  addBankCard: '/mine/addBankCard',
  introTutorial: '/mine/introTutorial',
  responsible: '/mine/responsible',
  exchange: '/mine/exchange',
  vip: '/mine/vip',
  vipDetail: '/mine/vip/detail',
  welfare: '/mine/welfare',
  wallet: '/mine/wallet',
  transRecord: '/mine/transRecord',
  betRecord: '/mine/betRecord',
  giftRecord: '/mine/giftRecord',
  message: '/mine/message',
  feedback: '/mine/feedback',
  saveMoney: '/mine/savemoney',
  transferMoney: '/mine/transfermoney',
  takeMoney: '/mine/takemoney',
  huiwangWait: '/mine/huione',
  xnbskWait: '/mine/xnbsk',
  help: '/app/help',
  helpTopic: '/app/help/:topic',
} as const;

export type RouteName = keyof typeof routePatterns;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<N extends RouteName> = { [K in ParamNames<(typeof routePatterns)[N]>]: string | number };

/** The path of a named screen with its params filled in and encoded. */
export function hrefFor<N extends RouteName>(
  name: N,
  ...params: ParamNames<(typeof routePatterns)[N]> extends never ? [] : [RouteParams<N>]
): string {
  const values = (params[0] ?? {}) as Record<string, string | number>;
  return routePatterns[name].replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`hrefFor(${name}) needs ${key}`);
    return encodeURIComponent(String(value));
  });
}
