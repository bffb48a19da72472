export { appStore } from './store';
export { sessionAtom, isLoggedInAtom } from './session-atom';
export type { Session } from './session-atom';
export {
  memberAtom,
  balanceAtom,
  unreadCountsAtom,
  feedbackUnreadAtom,
  brandAtom,
  siteInfoAtom,
} from './atoms';
export type { MemberInfo, Balance } from './atoms';
export { storedEditionAtom, storedLanguageAtom, oddsFormatAtom, crModeAtom } from './preferences';
export type { OddsFormat } from './preferences';
export { endSession, currentSession } from './session';
export { signIn, followSessionAcrossTabs } from './sign-in';
export { useBrand } from './use-brand';
export { sportsPageAtom, sportsLaunchAtom, withUserId, userIdOf } from './sports';
export type { SportsLaunch } from './sports';
export { depositEnabledAtom } from './deposit-enabled';
export { routeTableAtom } from './route-table';
