import { preInfo, onlineCustomService } from './endpoints/configuration';
import { navigationList, queryNoticeListByPage, getMyDiscountAd } from './endpoints/advertising';
import { login, logout, memberInfo, memberJwt, register } from './endpoints/user';
import { getBalance } from './endpoints/funds';
import {
  closeDepositOrder,
  createSignalCode,
  getCustomerInfo,
  getDepositOrderStatus,
  paymentPay,
  paymentTypes,
  vCurrencyList,
} from './endpoints/deposits';
import { getTransferRate, queryDealRecord, utcTransfer } from './endpoints/funds';
import {
  setAutoTransferStatus,
  venueAllBalance,
  venueBalance,
  venueRecycle,
  venueTransfer,
} from './endpoints/venue-wallets';
import { getVenueInfoByCategory } from './endpoints/games';
import { addCollection, gameList, getBonusPools, removeCollection } from './endpoints/game-catalogue';
import { agentProgramme } from './endpoints/agent';
import {
  confirmInfo,
  joinActivity,
  promotionConfig,
  promotionVerification,
  querySiteDepositRewardConfigList,
} from './endpoints/promotions';
import { giftRecordList, vipWeekInfo, welfareClaim, welfareList } from './endpoints/rewards';
import { chatHistory } from './endpoints/chat';
import {
  protectionSession,
  protectionSettings,
  selfExclude,
  setProtectionLimit,
  setRealityCheck,
} from './endpoints/protection';
import { siteVerticals } from './endpoints/site-status';
import { getGameFanshuiHighLow, memberGradeConfigList, memberGradeInfoByGrade } from './endpoints/vip';
import { getUnreadForType, letterDelete, letterList, letterOnekeyRead, letterRead } from './endpoints/letter';
import {
  addAvatar,
  avatarList,
  bindEmail,
  bindFromDeposit,
  bindOther,
  bindPassword,
  bindPhone,
  introTutorial,
  sendBindCode,
  uploadImage,
} from './endpoints/profile';
import { bindPasswordByEmail, bindPasswordByPhone } from './endpoints/password-reset';
import { singleDataDecryption } from './endpoints/decryption';
import {
  addFeedBack,
  delFeedback,
  feedbackUnreadNum,
  getFeedBackList,
  getFeedbackInfo,
  queryMemberBetList,
} from './endpoints/feedback';
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
import { venueResource } from './endpoints/sports';
import { betRecordDaily, betRecordList, betRecordTotal } from './endpoints/bet-records';
import { cashOut, cashOutOffers, oddsPolicy, setOddsPolicy } from './endpoints/cashout';
import {
  addAlipayAccount,
  addBankCard,
  addVirtualCoinAddress,
  deletePayoutAccount,
  queryMemberBanksInfoList,
  setDefaultPayoutAccount,
  withdrawAddList,
} from './endpoints/payout-accounts';
import {
  usdtWithdrawInfo,
  withdrawBaseCfg,
  withdrawInfo,
  withdrawNew,
  withdrawOrderInfo,
  withdrawPwdReset,
  withdrawPwdSendCode,
  withdrawPwdSet,
} from './endpoints/withdrawals';
import { siteBrandConfig } from './endpoints/brand-config';

/**
 * Every endpoint of the production contract by name; the server registers a route for each. The
 * test-only endpoints have their own registry (shared/contract/testing), mounted only in test mode.
 */
export const endpoints = {
  preInfo,
  siteVerticals,
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
  paymentTypes,
  paymentPay,
  getDepositOrderStatus,
  closeDepositOrder,
  createSignalCode,
  getCustomerInfo,
  vCurrencyList,
  getVenueInfoByCategory,
  getUnreadForType,
  queryMemberBanksInfoList,
  withdrawAddList,
  addBankCard,
  addVirtualCoinAddress,
  addAlipayAccount,
  setDefaultPayoutAccount,
  deletePayoutAccount,
  withdrawPwdSet,
  withdrawPwdSendCode,
  withdrawPwdReset,
  withdrawBaseCfg,
  withdrawInfo,
  usdtWithdrawInfo,
  withdrawNew,
  withdrawOrderInfo,
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
  venueAllBalance,
  venueBalance,
  venueTransfer,
  venueRecycle,
  setAutoTransferStatus,
  queryDealRecord,
  getTransferRate,
  utcTransfer,
  gameList,
  getBonusPools,
  addCollection,
  removeCollection,
  agentProgramme,
  bindOther,
  sendBindCode,
  bindPhone,
  bindEmail,
  bindPassword,
  bindPasswordByPhone,
  bindPasswordByEmail,
  bindFromDeposit,
  singleDataDecryption,
  avatarList,
  addAvatar,
  uploadImage,
  introTutorial,
  letterList,
  letterRead,
  letterDelete,
  letterOnekeyRead,
  addFeedBack,
  feedbackUnreadNum,
  queryMemberBetList,
  getFeedBackList,
  getFeedbackInfo,
  delFeedback,
  promotionConfig,
  promotionVerification,
  joinActivity,
  confirmInfo,
  giftRecordList,
  welfareList,
  welfareClaim,
  vipWeekInfo,
  querySiteDepositRewardConfigList,
  memberGradeConfigList,
  memberGradeInfoByGrade,
  getGameFanshuiHighLow,
  chatHistory,
  cashOutOffers,
  cashOut,
  oddsPolicy,
  setOddsPolicy,
  protectionSettings,
  setProtectionLimit,
  setRealityCheck,
  protectionSession,
  selfExclude,
  betRecordDaily,
  // The live brand configuration the host lays over its brand.json at start.
  siteBrandConfig,
} as const;

export type EndpointName = keyof typeof endpoints;
