export { appStore } from './store';
export {
  sessionAtom,
  isLoggedInAtom,
  memberAtom,
  balanceAtom,
  unreadCountsAtom,
  brandAtom,
  siteInfoAtom,
} from './atoms';
export type { MemberInfo, Balance, SiteInfo } from './atoms';
export { storedEditionAtom, storedLanguageAtom, oddsFormatAtom } from './preferences';
export type { OddsFormat } from './preferences';
export { startSession, endSession, currentSession } from './session';
export { useBrand } from './use-brand';
export { sportsPageAtom, sportsLaunchUrlAtom } from './sports';
