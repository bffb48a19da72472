import { hrefFor, type RouteName } from 'shared/routes';
import type { TaskKey } from './task';

/** Where a member goes to do a task: the screen (asked whether it is served) and the address. */
export interface TaskLink {
  screen: RouteName;
  href: string;
}

/**
 * The page that completes each task. Turnover is made by betting, like the first bet, so it leads to
 * the sports book as well.
 */
export function taskLink(key: TaskKey): TaskLink {
  switch (key) {
    case 'bindPhone':
      return { screen: 'auth', href: hrefFor('auth') };
    case 'bindRealName':
      // The real-name field sits further down the profile page; the fragment scrolls to it.
      return { screen: 'userinfo', href: `${hrefFor('userinfo')}#realName` };
    case 'firstDeposit':
      return { screen: 'saveMoney', href: hrefFor('saveMoney') };
    case 'firstBet':
    case 'turnover':
      return { screen: 'sport', href: hrefFor('sport') };
  }
}
