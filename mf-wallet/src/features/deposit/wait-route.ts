import type { DepositWaitKind } from 'shared/contract';
import type { RouteName } from 'shared/routes';

/**
 * The screen an order waits on (SPEC §2): huione and xnbsk have their own pages; the bank-transfer,
 * recharge and virtual-coin screens share /mine/savemoney. The order travels as ?order=, so a reload
 * or a shared address comes back to the same waiting screen.
 */
export function waitRouteOf(kind: DepositWaitKind): Extract<RouteName, 'saveMoney' | 'huiwangWait' | 'xnbskWait'> {
  if (kind === 'huione') return 'huiwangWait';
  if (kind === 'xnbsk') return 'xnbskWait';
  return 'saveMoney';
}

export const ORDER_QUERY = 'order';
