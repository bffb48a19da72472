import type { SwitchableVertical } from '../contract/endpoints/site-status';
import type { RouteName } from '../routes/paths';

/**
 * The screens each switchable vertical's remote draws: what an operator's switch takes away (its
 * links, and its routes turned into the maintenance page or not-found). The account remote's
 * member centre and the host's own pages belong to no switchable vertical.
 */
const routesOfVertical: Readonly<Record<SwitchableVertical, readonly RouteName[]>> = {
  sports: ['sport', 'localSport', 'betRecord'],
  casino: ['realbet', 'chess', 'gaming', 'lottery', 'gameegame', 'gamefishing', 'dzGame', 'pgGame'],
  wallet: [
    'exchange',
    'takeMoney',
    'addBankCard',
    'virtualCoinCard',
    'alipayManage',
    'accountManage',
    'saveMoney',
    'huiwangWait',
    'xnbskWait',
    'transferMoney',
    'wallet',
    'transRecord',
  ],
  promotions: [
    'discount',
    'venture',
    'activityRacePage',
    'activityLandPage',
    'firstDeposit',
    'againDeposit',
    'newTask',
    'drawGift',
    'signGift',
    'friendInvitation',
    'bettingGift',
    'vip',
    'vipDetail',
    'welfare',
    'giftRecord',
  ],
  // The chat remote has no page of its own: its entries and widgets sit inside other pages.
  chat: [],
};

const verticalByRoute = new Map<RouteName, SwitchableVertical>(
  (Object.entries(routesOfVertical) as [SwitchableVertical, readonly RouteName[]][]).flatMap(([vertical, names]) =>
    names.map((name) => [name, vertical] as const),
  ),
);

/** The switchable vertical whose remote draws this screen, or null for the host's and the member centre's own. */
export function verticalOfRoute(name: RouteName): SwitchableVertical | null {
  return verticalByRoute.get(name) ?? null;
}
