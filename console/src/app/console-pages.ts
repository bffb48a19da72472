import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  consoleAuditLog,
  consoleDashboard,
  consoleDepositOrders,
  consoleWithdrawQueue,
  rolesAllow,
  type ConsoleEndpoint,
  type ConsoleRole,
} from 'shared/contract/console';

export type ConsolePageKey = 'dashboard' | 'withdrawals' | 'audit' | 'deposits';

export interface ConsolePage {
  key: ConsolePageKey;
  path: string;
  /** The endpoint the page stands on: its roles in the contract decide who sees the page. */
  endpoint: ConsoleEndpoint;
  component: LazyExoticComponent<ComponentType>;
}

/** Every console page, in menu order. Each loads as its own chunk. */
export const consolePages: readonly ConsolePage[] = [
  {
    key: 'dashboard',
    path: '/dashboard',
    endpoint: consoleDashboard,
    component: lazy(() => import('../features/dashboard')),
  },
  {
    key: 'withdrawals',
    path: '/withdrawals',
    endpoint: consoleWithdrawQueue,
    component: lazy(() => import('../features/withdrawals')),
  },
  { key: 'audit', path: '/audit', endpoint: consoleAuditLog, component: lazy(() => import('../features/audit')) },
  {
    key: 'deposits',
    path: '/deposits',
    endpoint: consoleDepositOrders,
    component: lazy(() => import('../features/deposits')),
  },
];

/** The pages an operator holding `roles` may open: the same rule the server applies to their calls. */
export function pagesFor(roles: readonly ConsoleRole[]): readonly ConsolePage[] {
  return consolePages.filter((page) => rolesAllow(page.endpoint, roles));
}
