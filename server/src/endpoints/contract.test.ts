import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpoints,
  forgetByEmailOne,
  forgetByEmailTwo,
  forgetByPhoneOne,
  forgetByPhoneTwo,
  getMyDiscountAd,
  getUnreadForType,
  getVenueInfoByCategory,
  luhnValid,
  graphicCaptcha,
  navigationList,
  onlineCustomService,
  preInfo,
  queryNoticeListByPage,
  sendCode,
  sliderLoad,
  sliderVerify,
  sportsMethods,
  venueResource,
  type Endpoint,
  type RequestOf,
} from 'shared/contract';
import { testEndpoints, testLastCode } from 'shared/contract/testing';
import { md5Hex } from 'shared/crypto';
import { applyBalanceChange } from '../wallet/ledger';
import { offerReward } from '../promotions/rewards';
import { findCaptchaAnswer } from '../captcha/captcha-answers';
import { solveCaptchaFor, solveGraphic, solveSlider } from '../testing/captcha-solver';
import { humanTrack } from '../testing/human-track';
import { sendCodeBody } from '../testing/send-code-body';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import type { EndpointName, TestEndpointName } from './handler-map';

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

async function sliderAnswer(): Promise<{ lot_number: string; x: number }> {
  const { lot_number } = await t.ok(sliderLoad, {});
  const answer = await findCaptchaAnswer(t.db, lot_number);
  if (answer === null || !('x' in answer)) throw new Error('slider answer missing');
  return { lot_number, x: answer.x };
}

async function lastCode(receiver: string): Promise<string> {
  return (await t.ok(testLastCode, { receiver })).code;
}

/** Recovery steps one (and two) done, so the example of the next step is a valid call. */
async function recoveredPhone(name: string, phone: string, verify: boolean): Promise<void> {
  await t.ok(forgetByPhoneOne, { phone, name, ...(await solveGraphic(t)) });
  if (verify) await t.ok(forgetByPhoneTwo, { phone, name, code: await lastCode(phone) });
}
async function recoveredEmail(name: string, email: string, verify: boolean): Promise<void> {
  await t.ok(forgetByEmailOne, { email, name, ...(await solveGraphic(t)) });
  if (verify) await t.ok(forgetByEmailTwo, { email, name, code: await lastCode(email) });
}

/** A valid request per endpoint of a registry: a new registry entry fails typecheck until it has one. */
type Examples<R extends { [K in keyof R]: Endpoint }> = { [K in keyof R]: () => Promise<RequestOf<R[K]>> };

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
  login: async () => ({ isAgent: 0, name: 'demo888', password: md5Hex('demo1234'), ...(await solveCaptchaFor(t, 4, 'demo888')) }),
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
    const ticketId = await demoPreMatchTicket();
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
  getBalance: async () => ({ withLockMoney: true }),
  paymentTypes: async () => ({}),
  paymentPay: async () => ({ channelId: 'online-quick', amount: 100 }),
  getDepositOrderStatus: async () => ({ orderNo: await depositOrderNo('online-quick') }),
  closeDepositOrder: async () => ({ orderNo: await depositOrderNo('online-quick') }),
  createSignalCode: async () => ({ orderNo: await depositOrderNo('usdt-trc20') }),
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
    const { lot_number, x } = await sliderAnswer();
    return { lot_number, x, track: humanTrack(x) };
  },
  validateGeeCheck: async () => {
    const { lot_number, x } = await sliderAnswer();
    return { ...(await t.ok(sliderVerify, { lot_number, x, track: humanTrack(x) })), validate_way: 0 };
  },
  sendCode: async () => sendCodeBody({ receiver: '13987654321', name: 'safe001', captcha: await solveGraphic(t), type: 3, cate: 0 }),
  queryCountryArea: async () => ({ area: '' }),
  forgetByPhoneOne: async () => ({ phone: '13812345678', name: 'demo888', areaCode: '86', ...(await solveGraphic(t)) }),
  forgetByPhoneTwo: async () => {
    await recoveredPhone('demo888', '13812345678', false);
    return { phone: '13812345678', name: 'demo888', code: await lastCode('13812345678') };
  },
  forgetByPhoneThree: async () => {
    await recoveredPhone('safe001', '13987654321', true);
    return { phone: '13987654321', name: 'safe001', password: md5Hex('safe1234'), secondPassword: md5Hex('safe1234') };
  },
  forgetByEmailOne: async () => ({ email: 'demo888@example.com', name: 'demo888', ...(await solveGraphic(t)) }),
  forgetByEmailTwo: async () => {
    await recoveredEmail('demo888', 'demo888@example.com', false);
    return { email: 'demo888@example.com', name: 'demo888', code: await lastCode('demo888@example.com') };
  },
  forgetByEmailThree: async () => {
    await recoveredEmail('safe001', 'safe001@example.com', true);
    return { email: 'safe001@example.com', name: 'safe001', password: md5Hex('safe1234'), secondPassword: md5Hex('safe1234') };
  },
  venueResource: async () => ({ method: 'leagues', venueName: 'CRTY', Request: { market: 'FT', sport: 'ALL', date: null, timestamp: clock.now().getTime(), langx: 'zh-cn' } }),
  betRecordList: async () => ({ status: 'all', startDate: '2025-01-01', endDate: '2025-01-31', page: 1, pageSize: 10 }),
  betRecordTotal: async () => ({ status: 'settled', startDate: '2025-01-01', endDate: '2025-01-31' }),
  venueAllBalance: async () => ({ category: 8 }),
  venueBalance: async () => ({ channelCode: 'AGZR' }),
  venueTransfer: async () => ({ channelCode: 'AGZR', amount: '1.5', ty: '1', isActivity: false }),
  venueRecycle: async () => ({}),
  setAutoTransferStatus: async () => ({ autoTransfer: true }),
  queryDealRecord: async () => ({ type: 'all', beginTime: '2025-01-01', endTime: '2025-01-31', pageNum: 1, pageSize: 10 }),
  getTransferRate: async () => ({}),
  utcTransfer: async () => ({ direction: 'toUsdt', amount: '7.2', rate: 7.2 }),
  queryMemberBanksInfoList: async () => ({}),
  withdrawAddList: async () => ({}),
  addBankCard: async () => ({ bankCode: 'CMB', cardNumber: luhnCard('62148300', 16) }),
  addVirtualCoinAddress: async () => ({ protocol: 'ERC20', address: `0x${'ab12'.repeat(9)}${String(Date.now() % 10_000).padStart(4, '0')}` }),
  addAlipayAccount: async () => ({ account: `demo${Date.now() % 100_000}@example.com` }),
  setDefaultPayoutAccount: async () => ({ id: (await t.ok(endpoints.addAlipayAccount, { account: '13800001111' }, { token })).id }),
  deletePayoutAccount: async () => ({ id: (await t.ok(endpoints.addBankCard, { bankCode: 'ABC', cardNumber: luhnCard('62284800', 19) }, { token })).id }),
  withdrawPwdSet: async () => {
    await t.db.query(`update members set second_password_hash = null where username = 'demo888'`);
    return { password: md5Hex('135790'), confirmPassword: md5Hex('135790') };
  },
  withdrawPwdSendCode: async () => ({}),
  withdrawPwdReset: async () => {
    clock.advance(61_000);
    await t.ok(endpoints.withdrawPwdSendCode, {}, { token });
    return { code: await lastCode('13812345678'), password: md5Hex('135790'), confirmPassword: md5Hex('135790') };
  },
  withdrawBaseCfg: async () => ({}),
  withdrawInfo: async () => ({}),
  usdtWithdrawInfo: async () => ({}),
  withdrawNew: async () => withdrawalBody(),
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
    const demoId = (await t.db.query<{ id: number }>(`select id from members where username = 'demo888'`))[0]?.id ?? 0;
    const grant = { memberId: demoId, activityId: null, source: 'welfare', title: '会员福利', amountFen: 800, turnoverRequiredFen: 800, requestId: null } as const;
    await t.db.transaction((tx) => offerReward(tx, { ...grant, expiresAt: new Date(clock.now().getTime() + 86_400_000) }, clock.now()));
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
    await t.ok(endpoints.sendBindCode, { purpose: 'bindPhone', cate: 0, receiver: '13812345678', areaCode: '86' }, { token });
    return { areaCode: '86', phone: '13812345678', code: await lastCode('13812345678') };
  },
  bindEmail: async () => {
    await t.ok(endpoints.sendBindCode, { purpose: 'bindEmail', cate: 1, receiver: 'demo888@example.com', areaCode: '86' }, { token });
    return { email: 'demo888@example.com', code: await lastCode('demo888@example.com') };
  },
  bindPassword: async () => {
    await t.ok(endpoints.bindPassword, { oldPassword: md5Hex('demo1234'), password: md5Hex('demo12345'), confirmPassword: md5Hex('demo12345') }, { token });
    return { oldPassword: md5Hex('demo12345'), password: md5Hex('demo1234'), confirmPassword: md5Hex('demo1234') };
  },
  avatarList: async () => ({}),
  addAvatar: async () => ({ avatarId: '3' }),
  uploadImage: async () => ({ purpose: 'feedback', fileName: 'pixel.png', data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=' }),
  introTutorial: async () => ({}),
  letterList: async () => ({ categories: [], pageNum: 1, pageSize: 10 }),
  // Read and deleted: letters already read, so the counters checked below stay as seeded.
  letterRead: async () => ({ id: await demoLetterId('新版APP上线') }),
  letterDelete: async () => ({ ids: [await demoLetterId('欧冠淘汰赛赛程公布')] }),
  letterOnekeyRead: async () => ({ categories: ['brmatch'] }),
  addFeedBack: async () => ({ type: 'suggestion', content: '希望体育页面可以按开赛时间排序', fileIds: [] }),
  feedbackUnreadNum: async () => ({}),
  queryMemberBetList: async () => ({}),
  getFeedBackList: async () => ({ pageNum: 1, pageSize: 10 }),
  getFeedbackInfo: async () => ({ id: await demoTicketId() }),
  delFeedback: async () => ({ id: (await t.ok(endpoints.addFeedBack, { type: 'other', content: '这条反馈稍后就会删除掉', fileIds: [] }, { token })).id }),
};

/** One of demo888's seeded letters, by title. */
async function demoLetterId(title: string): Promise<number> {
  const rows = await t.db.query<{ id: number }>(`select l.id from letters l join members m on m.id = l.member_id where m.username = 'demo888' and l.title = $1`, [title]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`demo888 has no letter ${title}`);
  return id;
}

/** demo888's seeded ticket that support answered (its reply unread until opened). */
async function demoTicketId(): Promise<number> {
  const rows = await t.db.query<{ id: number }>(`select f.id from feedback_tickets f join members m on m.id = f.member_id where m.username = 'demo888' and f.type = 'bet'`);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('demo888 has no seeded bet ticket');
  return id;
}

/** A card number of `length` digits starting with `prefix` whose Luhn check digit is right (random middle). */
function luhnCard(prefix: string, length: number): string {
  let body = prefix;
  while (body.length < length - 1) body += String(Math.floor(Math.random() * 10));
  for (let check = 0; check <= 9; check += 1) if (luhnValid(body + String(check))) return body + String(check);
  throw new Error('no Luhn digit');
}

/**
 * A withdrawal the demo member may make: 100 to the seeded card, with the seeded withdraw password.
 * Deposits confirmed by earlier examples ask for turnover, so a bet row covers what remains.
 */
async function withdrawalBody(): Promise<RequestOf<typeof endpoints.withdrawNew>> {
  const info = await t.ok(endpoints.withdrawInfo, {}, { token });
  if (info.turnoverRemaining > 0) {
    const rows = await t.db.query<{ id: number }>(`select id from members where username = 'demo888'`);
    const memberId = rows[0]?.id ?? 0;
    await t.db.transaction((tx) =>
      applyBalanceChange(tx, { memberId, venueId: null, kind: 'bet', amountFen: -Math.round(info.turnoverRemaining * 100), requestId: null, remark: 'turnover' }, clock.now()),
    );
  }
  const card = info.accounts.find((a) => a.kind === 'bank');
  if (card === undefined) throw new Error('the demo member has no card');
  return { accountId: card.id, amount: 100, password: md5Hex('135790') };
}

/** The same for the test-only registry (shared/contract/testing), which this test-mode app mounts. */
const testExamples: Examples<typeof testEndpoints> = {
  testLastCode: async () => {
    await t.ok(sendCode, sendCodeBody({ receiver: '13711112222', name: 'sleepy01', captcha: await solveGraphic(t), type: 3, cate: 2 }));
    return { receiver: '13711112222' };
  },
  testCaptchaAnswer: async () => ({ id: (await t.ok(graphicCaptcha, {})).codeId }),
  testSportsFeedRate: async () => ({ rate: 20 }),
  testSportsPrice: async () => {
    const match = await earlyMatch();
    const market = match.markets[0];
    return { gameId: match.gameId, w: market?.w ?? 'R', r: market?.prices[0]?.r ?? 'H', odds: 1.95 };
  },
  testFinishMatch: async () => ({ gameId: (await earlyMatch()).gameId, home: 2, away: 1 }),
  testConfirmDeposit: async () => ({ orderNo: await depositOrderNo('online-quick') }),
  testWithdrawReview: async () => ({ orderNo: (await t.ok(endpoints.withdrawNew, await withdrawalBody(), { token })).orderNo, approve: false }),
  testExpireDeposit: async () => ({ orderNo: await depositOrderNo('online-quick') }),
  testFeedbackReply: async () => ({ id: await demoTicketId(), content: '您好，注单已完成结算，请查看。' }),
  testAdvanceClock: async () => ({ ms: 1000 }),
  testChatOperate: async () => ({ action: 'notify', title: '系统维护通知', content: '今晚 02:00 至 04:00 系统维护' }),
  testSetVertical: async () => ({ siteId: '1', vertical: 'chat', state: 'on' }),
  testTraceLookup: async () => ({ traceId: 'c0ffee00-0000-4000-8000-000000000000' }),
};

/** A fresh waiting deposit order of the demo member (payment/pay), for the calls that take one. */
async function depositOrderNo(channelId: string): Promise<string> {
  return (await t.ok(endpoints.paymentPay, { channelId, amount: 100 }, { token })).orderNo;
}

/** A pre-match single of the demo member on the early market's first full-time price, for cashOut. */
async function demoPreMatchTicket(): Promise<string> {
  const match = await earlyMatch();
  const market = match.markets.find((m) => m.open && !m.w.startsWith('H'));
  const price = market?.prices[0];
  if (market === undefined || price === undefined) throw new Error('the early match has no open price');
  const selection = { gameId: match.gameId, w: market.w, r: price.r, odds: price.odds, ratio: market.ratio };
  const Request = { mode: 'single', stake: 10, oddsFormat: 'E', selections: [selection], timestamp: clock.now().getTime(), langx: 'zh-cn' } as const;
  const answer = await t.ok(venueResource, { method: 'placeBet', venueName: 'CRTY', Request }, { token });
  const ticket = sportsMethods.placeBet.response.parse(answer.data).tickets[0];
  if (ticket === undefined) throw new Error('placeBet placed no ticket');
  return ticket.ticket_id;
}

/** The first fixture of the early market, through venue/resource as the client reads it. */
async function earlyMatch() {
  const answer = await t.ok(
    venueResource,
    { method: 'matches', venueName: 'CRTY', Request: { market: 'FU', sport: 'FT', leagueIds: [], date: null, timestamp: clock.now().getTime(), langx: 'zh-cn' } },
    { token },
  );
  const match = sportsMethods.matches.response.parse(answer.data).matches[0];
  if (match === undefined) throw new Error('the early market is empty');
  return match;
}

/** Calls each endpoint of `registry`, in `names` order, with its example: 6000 and an answer its schema accepts. */
function walkRegistry<R extends { [K in keyof R]: Endpoint }>(registry: R, registryExamples: Examples<R>, names: readonly (keyof R & string)[]): void {
  for (const name of names) {
    it(name, async () => {
      // Past the one-code-a-minute limit of whatever the previous example sent.
      clock.advance(61_000);
      const endpoint = registry[name];
      const { statusCode, envelope } = await t.call(endpoint, await registryExamples[name](), { token });
      expect({ statusCode, code: envelope.status_code, message: envelope.message }).toEqual({ statusCode: 200, code: 6000, message: '成功' });
      expect(endpoint.response.safeParse(envelope.data).success).toBe(true);
    });
  }
}

// Test-only first: the production walk ends the shared session with logout.
describe('every test-only endpoint answers what its schema describes (test mode)', () => {
  walkRegistry(testEndpoints, testExamples, Object.keys(testEndpoints) as TestEndpointName[]);
});

describe('every endpoint answers what its contract schema describes', () => {
  // logout last: it ends the shared session.
  // selfExclude is walked with a member of its own in protection/protection.test.ts: here it would bar demo888 for the rest of the file.
  const names = (Object.keys(endpoints) as EndpointName[]).filter((name) => name !== 'selfExclude').sort((a, b) => Number(a === 'logout') - Number(b === 'logout'));
  walkRegistry(endpoints, examples, names);
});

describe('configuration', () => {
  it('gives each brand its own settings and echoes the caller IP', async () => {
    const flagship = await t.ok(preInfo, {}, { siteId: '1' });
    expect(flagship.ip).toBe('127.0.0.1');
    expect(flagship.siteBaseConfig).toMatchObject({ depositSwitch: 1, professionalEdition: 1, h5DomainUrl: 'https://m.xingyao.example.com' });
    expect(flagship.siteBaseConfig.title).toContain('星耀体育');
    expect((await t.ok(preInfo, {}, { siteId: '2' })).siteBaseConfig).toMatchObject({ depositSwitch: 0, professionalEdition: 0 });
    expect((await t.ok(preInfo, {}, { siteId: '3' })).siteBaseConfig).toMatchObject({ depositSwitch: 1, professionalEdition: 1 });
  });

  it('refuses an unknown brand with 6003', async () => {
    expect((await t.call(preInfo, {}, { siteId: '99' })).envelope).toEqual({ status_code: 6003, data: null, message: '请求拒绝' });
    expect((await t.call(onlineCustomService, {}, { siteId: '99' })).envelope.status_code).toBe(6003);
  });

  it('gives each brand its support-chat address', async () => {
    expect((await t.ok(onlineCustomService, {}, { siteId: '2' })).url).toContain('siteId=2');
  });
});

describe('advertising', () => {
  it('lists home banners in order with absolute image addresses of this server', async () => {
    const { list } = await t.ok(navigationList, { position: 'home_banner' });
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.map((i) => i.sort)).toEqual([...list.map((i) => i.sort)].sort((a, b) => a - b));
    expect(list[0]?.imageUrl).toMatch(/^http:\/\/localhost:80\/static\/nav\/\d+\.svg$/);
    const image = await t.app.inject({ method: 'GET', url: new URL(list[0]?.imageUrl ?? '').pathname });
    expect(image.statusCode).toBe(200);
  });

  it('shows a brand-specific banner only on its brand', async () => {
    const pro = await t.ok(navigationList, { position: 'home_banner' }, { siteId: '3' });
    const flagship = await t.ok(navigationList, { position: 'home_banner' }, { siteId: '1' });
    expect(pro.list.length).toBe(flagship.list.length + 1);
  });

  it('has entries, a sponsor and download items', async () => {
    expect((await t.ok(navigationList, { position: 'home_entry' })).list.length).toBeGreaterThanOrEqual(7);
    expect((await t.ok(navigationList, { position: 'sponsor' })).list).toHaveLength(1);
    const download = await t.ok(navigationList, { position: 'download' });
    expect(download.list.some((i) => i.link.type === 'url')).toBe(true);
  });

  it('pages notices newest first and hides scheduled ones', async () => {
    const first = await t.ok(queryNoticeListByPage, { pageNum: 1, pageSize: 5 });
    expect(first.total).toBe(13);
    expect(first.list).toHaveLength(5);
    const times = first.list.map((n) => n.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    const last = await t.ok(queryNoticeListByPage, { pageNum: 3, pageSize: 5 });
    expect(last.list).toHaveLength(3);
    const all = await t.ok(queryNoticeListByPage, { pageNum: 1, pageSize: 100 });
    expect(all.list.some((n) => /<script|onerror=/.test(n.content))).toBe(true);
    expect(all.list.some((n) => n.title.includes('双十一'))).toBe(false);
  });

  it('pages activities, running ones first, and filters by category', async () => {
    const all = await t.ok(getMyDiscountAd, { pageNum: 1, pageSize: 100 });
    expect(all.total).toBeGreaterThanOrEqual(10);
    const running = all.list.map((a) => a.running);
    expect(running).toEqual([...running].sort((a, b) => Number(b) - Number(a)));
    expect(running.filter((r) => !r)).toHaveLength(3);
    const sport = await t.ok(getMyDiscountAd, { pageNum: 1, pageSize: 100, category: 'sport' });
    expect(sport.list.length).toBeGreaterThan(0);
    expect(sport.list.every((a) => a.category === 'sport')).toBe(true);
    expect(sport.total).toBe(sport.list.length);
  });
});

describe('games', () => {
  it('lists venues of every category with the local sports book first', async () => {
    const sports = await t.ok(getVenueInfoByCategory, { category: 'TY' });
    expect(sports.list[0]).toMatchObject({ enName: 'CRTY', name: '皇冠体育', hot: true, status: 'normal' });
    for (const category of ['ZR', 'QP', 'DJ', 'CP', 'DZ', 'BY'] as const) {
      const { list } = await t.ok(getVenueInfoByCategory, { category });
      expect(list.length, category).toBeGreaterThanOrEqual(3);
      expect(list.every((v) => v.category === category && v.imageUrl.endsWith(`/static/venue/${v.venueId}.svg`))).toBe(true);
    }
    const lottery = await t.ok(getVenueInfoByCategory, { category: 'CP' });
    expect(lottery.list.map((v) => v.enName)).toEqual(expect.arrayContaining(['G1CP', 'SGCP']));
    const live = await t.ok(getVenueInfoByCategory, { category: 'ZR' });
    expect(live.list.filter((v) => v.status === 'maintenance')).toHaveLength(1);
  });
});

describe('letters', () => {
  it('counts the demo member’s unread letters per category', async () => {
    // A session of its own: the registry walk above ends the shared one with logout.
    const demo = await t.loginAs('demo888', 'demo1234');
    const counts = await t.ok(getUnreadForType, { userSystem: 1 }, { token: demo });
    // As seeded (one or two unread in every category), after the walk: letterOnekeyRead read the
    // brmatch one, testFeedbackReply wrote a second fd one.
    expect(counts).toEqual({
      brnotice_count: 1,
      bractivity_count: 1,
      brbulletin_count: 1,
      brmatch_count: 0,
      brfd_count: 1,
      notice_count: 2,
      activity_count: 1,
      fd_count: 2,
    });
  });

  it('has no unread letters for the plain member', async () => {
    const plain = await t.loginAs('test001', 'test1234');
    const counts = await t.ok(getUnreadForType, {}, { token: plain });
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });
});
