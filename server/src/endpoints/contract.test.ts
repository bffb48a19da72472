import { afterAll, beforeAll, describe } from 'vitest';
import { endpoints, sliderVerify } from 'shared/contract';
import { testEndpoints } from 'shared/contract/testing';
import { md5Hex } from 'shared/crypto';

import { solveCaptchaFor, solveGraphic, solveSlider } from '../testing/captcha-solver';
import { humanTrack } from '../testing/human-track';
import { sendCodeBody } from '../testing/send-code-body';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import type { EndpointName, TestEndpointName } from './handler-map';
import { contractWalkHelpers } from './contract-walk-helpers';
import { testingExamples } from './contract-testing-examples';
import { walkRegistry, type Examples } from './contract-walk';

const clock = createTestClock();
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    testMode: true,
    clock: clock.now,
    advanceClock: (ms) => {
      clock.advance(ms);
      return clock.now();
    },
  });
  token = await t.loginAs('demo888', 'demo1234');
});
afterAll(async () => {
  await t.close();
});

const walk = { app: () => t, token: () => token, clock };
const h = contractWalkHelpers(
  () => t,
  () => token,
  clock,
);

/**
 * A valid request per endpoint of the production registry, prepared by whatever calls it needs first
 * (a captcha, a code sent). Step three of recovery ends the member's sessions, so those run for
 * safe001, never for the demo member whose token the walk uses.
 */
const examples: Examples<typeof endpoints> = {
  preInfo: async () => ({}),
  siteVerticals: async () => ({}),
  onlineCustomService: async () => ({}),
  navigationList: async () => ({ position: 'home_banner' }),
  queryNoticeListByPage: async () => ({ pageNum: 1, pageSize: 10 }),
  getMyDiscountAd: async () => ({ pageNum: 1, pageSize: 10, category: 'all' }),
  login: async () => ({
    isAgent: 0,
    name: 'demo888',
    password: md5Hex('demo1234'),
    ...(await solveCaptchaFor(t, 4, 'demo888')),
  }),
  register: async () => ({
    name: 'wang2025',
    password: md5Hex('wang2025pw'),
    secondPassword: md5Hex('wang2025pw'),
    domain: 'https://www.xingyao.example.com',
    ...(await solveSlider(t)),
  }),
  logout: async () => ({}),
  memberInfo: async () => ({ isPop: 0 }),
  memberJwt: async () => ({}),
  chatHistory: async () => ({ rid: 'match-1', pageNum: 1 }),
  cashOutOffers: async () => ({ ticketIds: ['25112110000001'] }),
  cashOut: async () => {
    const ticketId = await h.demoPreMatchTicket();
    const offer = (await t.ok(endpoints.cashOutOffers, { ticketIds: [ticketId] }, { token })).offers[0]?.offer ?? 0;
    return { ticketId, offer };
  },
  oddsPolicy: async () => ({}),
  setOddsPolicy: async () => ({ policy: 'higher' }),
  protectionSettings: async () => ({}),
  setProtectionLimit: async () => ({ kind: 'deposit', period: 'month', amount: 100_000 }),
  setRealityCheck: async () => ({ minutes: 30 }),
  protectionSession: async () => ({}),
  selfExclude: async () => ({ kind: 'timeout', duration: '24h', password: md5Hex('demo12345') }),
  siteBrandConfig: async () => ({}),
  getBalance: async () => ({ withLockMoney: true }),
  paymentTypes: async () => ({}),
  paymentPay: async () => ({ channelId: 'online-quick', amount: 100 }),
  getDepositOrderStatus: async () => ({ orderNo: await h.depositOrderNo('online-quick') }),
  closeDepositOrder: async () => ({ orderNo: await h.depositOrderNo('online-quick') }),
  createSignalCode: async () => ({ orderNo: await h.depositOrderNo('usdt-trc20') }),
  getCustomerInfo: async () => ({}),
  vCurrencyList: async () => ({}),
  getVenueInfoByCategory: async () => ({ category: 'TY' }),
  sponsorContent: async () => ({}),
  hotLiveMatches: async () => ({ size: 6 }),
  launchGame: async () => ({ enName: 'AGZR', gameCode: '' }),
  getUnreadForType: async () => ({ userSystem: 1 }),
  captchaType: async () => ({ name: 'demo888', ktype: 4 }),
  graphicCaptcha: async () => ({}),
  sliderLoad: async () => ({}),
  sliderVerify: async () => {
    const { lot_number, x } = await h.sliderAnswer();
    return { lot_number, x, track: humanTrack(x) };
  },
  validateGeeCheck: async () => {
    const { lot_number, x } = await h.sliderAnswer();
    return { ...(await t.ok(sliderVerify, { lot_number, x, track: humanTrack(x) })), validate_way: 0 };
  },
  sendCode: async () =>
    sendCodeBody({ receiver: '13987654321', name: 'safe001', captcha: await solveGraphic(t), type: 3, cate: 0 }),
  queryCountryArea: async () => ({ area: '' }),
  forgetByPhoneOne: async () => ({ phone: '13812345678', name: 'demo888', areaCode: '86', ...(await solveGraphic(t)) }),
  forgetByPhoneTwo: async () => {
    await h.recoveredPhone('demo888', '13812345678', false);
    return { phone: '13812345678', name: 'demo888', code: await h.lastCode('13812345678') };
  },
  forgetByPhoneThree: async () => {
    await h.recoveredPhone('safe001', '13987654321', true);
    return { phone: '13987654321', name: 'safe001', password: md5Hex('safe1234'), secondPassword: md5Hex('safe1234') };
  },
  forgetByEmailOne: async () => ({ email: 'demo888@example.com', name: 'demo888', ...(await solveGraphic(t)) }),
  forgetByEmailTwo: async () => {
    await h.recoveredEmail('demo888', 'demo888@example.com', false);
    return { email: 'demo888@example.com', name: 'demo888', code: await h.lastCode('demo888@example.com') };
  },
  forgetByEmailThree: async () => {
    await h.recoveredEmail('safe001', 'safe001@example.com', true);
    return {
      email: 'safe001@example.com',
      name: 'safe001',
      password: md5Hex('safe1234'),
      secondPassword: md5Hex('safe1234'),
    };
  },
  venueResource: async () => ({
    method: 'leagues',
    venueName: 'CRTY',
    Request: { market: 'FT', sport: 'ALL', date: null, timestamp: clock.now().getTime(), langx: 'zh-cn' },
  }),
  betRecordList: async () => ({ status: 'all', startDate: '2025-01-01', endDate: '2025-01-31', page: 1, pageSize: 10 }),
  betRecordTotal: async () => ({ status: 'settled', startDate: '2025-01-01', endDate: '2025-01-31' }),
  venueAllBalance: async () => ({ category: 8 }),
  venueBalance: async () => ({ channelCode: 'AGZR' }),
  venueTransfer: async () => ({ channelCode: 'AGZR', amount: '1.5', ty: '1', isActivity: false }),
  venueRecycle: async () => ({}),
  setAutoTransferStatus: async () => ({ autoTransfer: true }),
  queryDealRecord: async () => ({
    type: 'all',
    beginTime: '2025-01-01',
    endTime: '2025-01-31',
    pageNum: 1,
    pageSize: 10,
  }),
  getTransferRate: async () => ({}),
  utcTransfer: async () => ({ direction: 'toUsdt', amount: '7.2', rate: 7.2 }),
  queryMemberBanksInfoList: async () => ({}),
  withdrawAddList: async () => ({}),
  addBankCard: async () => ({ bankCode: 'CMB', cardNumber: h.luhnCard('62148300', 16) }),
  addVirtualCoinAddress: async () => ({
    protocol: 'ERC20',
    address: `0x${'ab12'.repeat(9)}${String(Date.now() % 10_000).padStart(4, '0')}`,
  }),
  addAlipayAccount: async () => ({ account: `demo${Date.now() % 100_000}@example.com` }),
  setDefaultPayoutAccount: async () => ({
    id: (await t.ok(endpoints.addAlipayAccount, { account: '13800001111' }, { token })).id,
  }),
  deletePayoutAccount: async () => ({
    id: (await t.ok(endpoints.addBankCard, { bankCode: 'ABC', cardNumber: h.luhnCard('62284800', 19) }, { token })).id,
  }),
  withdrawPwdSet: async () => {
    await t.db.query(`update members set second_password_hash = null where username = 'demo888'`);
    return { password: md5Hex('135790'), confirmPassword: md5Hex('135790') };
  },
  withdrawPwdSendCode: async () => ({}),
  withdrawPwdReset: async () => {
    clock.advance(61_000);
    await t.ok(endpoints.withdrawPwdSendCode, {}, { token });
    return { code: await h.lastCode('13812345678'), password: md5Hex('135790'), confirmPassword: md5Hex('135790') };
  },
  withdrawBaseCfg: async () => ({}),
  withdrawInfo: async () => ({}),
  usdtWithdrawInfo: async () => ({}),
  withdrawNew: async () => h.withdrawalBody(),
  withdrawOrderInfo: async () => ({ pageNum: 1, pageSize: 10 }),
  gameList: async () => ({ category: 'DZ', enName: 'PGDZ', keyword: '麻将', filter: 'all', pageNum: 1, pageSize: 30 }),
  getBonusPools: async () => ({ category: 'DZ' }),
  addCollection: async () => ({ gameId: 601001 }),
  removeCollection: async () => ({ gameId: 601001 }),
  agentProgramme: async () => ({}),
  memberGradeConfigList: async () => ({}),
  memberGradeInfoByGrade: async () => ({}),
  getGameFanshuiHighLow: async () => ({}),
  promotionConfig: async () => ({ activityId: 1 }),
  promotionVerification: async () => ({ activityId: 1 }),
  joinActivity: async () => ({ activityId: 7 }),
  confirmInfo: async () => ({ activityId: 7, action: 'sign' }),
  giftRecordList: async () => ({ startDate: '2020-01-01', endDate: '2099-12-31' }),
  welfareList: async () => ({}),
  welfareClaim: async () => {
    await h.offerDemoWelfare();
    return { ids: [] };
  },
  vipWeekInfo: async () => ({}),
  querySiteDepositRewardConfigList: async () => ({}),
  bindOther: async () => {
    await t.db.query(`update members set birthday = null where username = 'demo888'`);
    return { birthday: '1990-05-18' };
  },
  sendBindCode: async () => ({ purpose: 'bindEmail', cate: 1, receiver: 'demo888@example.com', areaCode: '86' }),
  bindPhone: async () => {
    await t.ok(
      endpoints.sendBindCode,
      { purpose: 'bindPhone', cate: 0, receiver: '13812345678', areaCode: '86' },
      { token },
    );
    return { areaCode: '86', phone: '13812345678', code: await h.lastCode('13812345678') };
  },
  bindEmail: async () => {
    await t.ok(
      endpoints.sendBindCode,
      { purpose: 'bindEmail', cate: 1, receiver: 'demo888@example.com', areaCode: '86' },
      { token },
    );
    return { email: 'demo888@example.com', code: await h.lastCode('demo888@example.com') };
  },
  bindPassword: async () => {
    await t.ok(
      endpoints.bindPassword,
      { oldPassword: md5Hex('demo1234'), password: md5Hex('demo12345'), confirmPassword: md5Hex('demo12345') },
      { token },
    );
    return { oldPassword: md5Hex('demo12345'), password: md5Hex('demo1234'), confirmPassword: md5Hex('demo1234') };
  },
  bindPasswordByPhone: async () => {
    await t.ok(endpoints.sendBindCode, { purpose: 'resetPassword', cate: 0 }, { token });
    return { code: await h.lastCode('13812345678'), password: md5Hex('demo1234'), secondPassword: md5Hex('demo1234') };
  },
  bindPasswordByEmail: async () => {
    await t.ok(endpoints.sendBindCode, { purpose: 'resetPassword', cate: 1 }, { token });
    return {
      code: await h.lastCode('demo888@example.com'),
      password: md5Hex('demo1234'),
      secondPassword: md5Hex('demo1234'),
    };
  },
  // The seeded name is given back the way a deposit form would: the rest of the walk needs it.
  bindFromDeposit: async () => {
    const rows = await t.db.query<{ realName: string }>(
      `update members m set real_name = '' from members o where m.id = o.id and m.username = 'demo888' returning o.real_name as "realName"`,
    );
    return { realName: rows[0]?.realName ?? '' };
  },
  singleDataDecryption: async () => ({ field: 'phone' }),
  avatarList: async () => ({}),
  addAvatar: async () => ({ avatarId: '3' }),
  uploadImage: async () => ({
    purpose: 'feedback',
    fileName: 'pixel.png',
    data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  }),
  introTutorial: async () => ({}),
  letterList: async () => ({ categories: [], pageNum: 1, pageSize: 10 }),
  // Read and deleted: letters already read, so the counters checked below stay as seeded.
  letterRead: async () => ({ id: await h.demoLetterId('新版APP上线') }),
  letterDelete: async () => ({ ids: [await h.demoLetterId('欧冠淘汰赛赛程公布')] }),
  letterOnekeyRead: async () => ({ categories: ['brmatch'] }),
  addFeedBack: async () => ({ type: 'suggestion', content: '希望体育页面可以按开赛时间排序', fileIds: [] }),
  feedbackUnreadNum: async () => ({}),
  queryMemberBetList: async () => ({}),
  getFeedBackList: async () => ({ pageNum: 1, pageSize: 10 }),
  getFeedbackInfo: async () => ({ id: await h.demoTicketId() }),
  delFeedback: async () => ({
    id: (
      await t.ok(endpoints.addFeedBack, { type: 'other', content: '这条反馈稍后就会删除掉', fileIds: [] }, { token })
    ).id,
  }),
  betRecordDaily: async () => ({ venue: 'CRTY', days: 7 }),
};

// Test-only first: the production walk ends the shared session with logout.
describe('every test-only endpoint answers what its schema describes (test mode)', () => {
  walkRegistry(
    walk,
    testEndpoints,
    testingExamples(() => t, h),
    Object.keys(testEndpoints) as TestEndpointName[],
  );
});

describe('every endpoint answers what its contract schema describes', () => {
  // logout last: it ends the shared session.
  // selfExclude is walked with a member of its own in protection/protection.test.ts: here it would bar demo888 for the rest of the file.
  const names = (Object.keys(endpoints) as EndpointName[])
    .filter((name) => name !== 'selfExclude')
    .sort((a, b) => Number(a === 'logout') - Number(b === 'logout'));
  walkRegistry(walk, endpoints, examples, names);
});
