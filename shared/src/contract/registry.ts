import { preInfo, onlineCustomService } from './endpoints/configuration';
import { navigationList, queryNoticeListByPage, getMyDiscountAd } from './endpoints/advertising';
import { login, logout, memberInfo, memberJwt, register } from './endpoints/user';
import { getBalance } from './endpoints/funds';
import { getVenueInfoByCategory } from './endpoints/games';
import { getUnreadForType } from './endpoints/letter';
import { captchaType, graphicCaptcha, sliderLoad, sliderVerify, validateGeeCheck } from './endpoints/captcha';
import { queryCountryArea, sendCode } from './endpoints/codes-send';
import {
  forgetByEmailOne,
  forgetByEmailThree,
  forgetByEmailTwo,
  forgetByPhoneOne,
  forgetByPhoneThree,
  forgetByPhoneTwo,
} from './endpoints/recovery';
import { hotLiveMatches, sponsorContent } from './endpoints/content';
import { launchGame } from './endpoints/launch';
import { betRecordList, betRecordTotal, venueResource } from './endpoints/sports';

/**
 * Every endpoint of the production contract by name; the server registers a route for each. The
 * test-only endpoints have their own registry (shared/contract/testing), mounted only in test mode.
 */
export const endpoints = {
  preInfo,
  onlineCustomService,
  navigationList,
  queryNoticeListByPage,
  getMyDiscountAd,
  login,
  register,
  logout,
  memberInfo,
  memberJwt,
  getBalance,
  getVenueInfoByCategory,
  getUnreadForType,
  captchaType,
  graphicCaptcha,
  sliderLoad,
  sliderVerify,
  validateGeeCheck,
  sendCode,
  queryCountryArea,
  forgetByPhoneOne,
  forgetByPhoneTwo,
  forgetByPhoneThree,
  forgetByEmailOne,
  forgetByEmailTwo,
  forgetByEmailThree,
  sponsorContent,
  hotLiveMatches,
  launchGame,
  venueResource,
  betRecordList,
  betRecordTotal,
} as const;

export type EndpointName = keyof typeof endpoints;
