import { hrefFor, type RouteName } from 'shared/routes';
import type { ActivityPageType } from 'shared/contract';

/** The host's route of each page type (SPEC §2); two differ from the type's own name. */
export const activityRouteOf: Record<ActivityPageType, RouteName> = {
  racePage: 'activityRacePage',
  activityLandPage: 'activityLandPage',
  firstDeposit: 'firstDeposit',
  againDeposit: 'againDeposit',
  newTask: 'newTask',
  drawGift: 'drawGift',
  signGift: 'signGift',
  friendInvitation: 'friendInvitation',
  bettingGift: 'bettingGift',
};

/** /activity/<pageType>/<id>; friendInvitation has one running activity and no id in its address. */
export function activityHref(pageType: ActivityPageType, id: number): string {
  if (pageType === 'friendInvitation') return hrefFor('friendInvitation');
  return (hrefFor as (name: RouteName, params: { id: number }) => string)(activityRouteOf[pageType], { id });
}
