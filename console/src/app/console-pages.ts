import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  consoleAdjustList,
  consoleAuditLog,
  consoleDashboard,
  consoleMemberSearch,
  consoleSiteAccessList,
  consoleOperators,
  consoleDepositOrders,
  consoleWithdrawQueue,
  consoleTicketQueue,
  consoleFundRulesList,
  consoleChatRooms,
  consoleTraceLookup,
  consoleSupportDesk,
  consoleReleaseOverview,
  consoleVerticalsList,
  consoleRemoteHealth,
  consoleBrandConfigs,
  rolesAllow,
  type ConsoleEndpoint,
  type ConsoleRole,
} from 'shared/contract/console';

export type ConsolePageKey =
  | 'dashboard'
  | 'withdrawals'
  | 'deposits'
  | 'members'
  | 'adjustments'
  | 'audit'
  | 'siteAccess'
  | 'operators'
  | 'tickets'
  | 'fundRules'
  | 'chatModeration'
  | 'trace'
  | 'supportChat'
  | 'releases'
  | 'verticals'
  | 'remoteHealth'
  | 'brandConfig';

export interface ConsolePage {
  key: ConsolePageKey;
  path: string;
  /** The endpoint the page stands on: its roles in the contract decide who sees the page. */
  endpoint: ConsoleEndpoint;
  component: LazyExoticComponent<ComponentType>;
}

/** Every console page, in menu order: the money desks, members, then the admin's pages. Each loads as its own chunk. */
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
  {
    key: 'deposits',
    path: '/deposits',
    endpoint: consoleDepositOrders,
    component: lazy(() => import('../features/deposits')),
  },
  {
    key: 'members',
    path: '/members',
    endpoint: consoleMemberSearch,
    component: lazy(() => import('../features/members')),
  },
  {
    key: 'adjustments',
    path: '/adjustments',
    endpoint: consoleAdjustList,
    component: lazy(() => import('../features/adjustments')),
  },
  { key: 'audit', path: '/audit', endpoint: consoleAuditLog, component: lazy(() => import('../features/audit')) },
  {
    key: 'siteAccess',
    path: '/site-access',
    endpoint: consoleSiteAccessList,
    component: lazy(() => import('../features/site-access')),
  },
  {
    key: 'operators',
    path: '/operators',
    endpoint: consoleOperators,
    component: lazy(() => import('../features/operators')),
  },
  {
    key: 'tickets',
    path: '/tickets',
    endpoint: consoleTicketQueue,
    component: lazy(() => import('../features/tickets')),
  },
  {
    key: 'fundRules',
    path: '/fund-rules',
    endpoint: consoleFundRulesList,
    component: lazy(() => import('../features/fund-rules')),
  },
  {
    key: 'chatModeration',
    path: '/chat-moderation',
    endpoint: consoleChatRooms,
    component: lazy(() => import('../features/chat-moderation')),
  },
  { key: 'trace', path: '/trace', endpoint: consoleTraceLookup, component: lazy(() => import('../features/trace')) },
  {
    key: 'supportChat',
    path: '/support-chat',
    endpoint: consoleSupportDesk,
    component: lazy(() => import('../features/support-chat')),
  },
  {
    key: 'releases',
    path: '/releases',
    endpoint: consoleReleaseOverview,
    component: lazy(() => import('../features/releases')),
  },
  {
    key: 'verticals',
    path: '/verticals',
    endpoint: consoleVerticalsList,
    component: lazy(() => import('../features/verticals')),
  },
  {
    key: 'remoteHealth',
    path: '/remote-health',
    endpoint: consoleRemoteHealth,
    component: lazy(() => import('../features/remote-health')),
  },
  {
    key: 'brandConfig',
    path: '/brand-config',
    endpoint: consoleBrandConfigs,
    component: lazy(() => import('../features/brand-config')),
  },
];

/** The pages an operator holding `roles` may open: the same rule the server applies to their calls. */
export function pagesFor(roles: readonly ConsoleRole[]): readonly ConsolePage[] {
  return consolePages.filter((page) => rolesAllow(page.endpoint, roles));
}
