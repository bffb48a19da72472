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
export { storedEditionAtom, storedLanguageAtom, oddsFormatAtom } from './preferences';
export type { OddsFormat } from './preferences';
export { endSession, currentSession } from './session';
export { signIn, followSessionAcrossTabs } from './sign-in';
export { useBrand } from './use-brand';
export { sportsPageAtom, sportsLaunchUrlAtom } from './sports';
export { depositEnabledAtom } from './deposit-enabled';
export { routeTableAtom } from './route-table';
