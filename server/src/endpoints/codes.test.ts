import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_RESEND_SECONDS, queryCountryArea, sendCode } from 'shared/contract';
import { testLastCode } from 'shared/contract/testing';
import { aesEncrypt } from 'shared/crypto';
import { CODE_HOURLY_CAP } from '../codes/code-store';
import { solveGraphic, solveSlider } from '../testing/captcha-solver';
import { sendCodeBody, type SendCodeRequest } from '../testing/send-code-body';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ testMode: true, clock: clock.now });
});
afterAll(async () => {
  await t.close();
});

async function send(request: Omit<SendCodeRequest, 'captcha'>) {
  return t.call(sendCode, sendCodeBody({ ...request, captcha: await solveGraphic(t) }));
}

describe('sendCode', () => {
  it('sends a six-digit code to the bound phone and says when to ask again', async () => {
    const result = await send({ receiver: '13987654321', name: 'safe001', type: 3, cate: 0 });
    expect(result.envelope).toEqual({ status_code: 6000, data: { resendAfter: CODE_RESEND_SECONDS }, message: '成功' });
    const sent = await t.ok(testLastCode, { receiver: '13987654321' });
    expect(sent).toMatchObject({ code: expect.stringMatching(/^\d{6}$/), type: 3, cate: 0 });
    const stored = await t.db.query<{ hash: string }>(
      `select code_hash as hash from verification_codes where receiver = '13987654321'`,
    );
    expect(stored[0]?.hash).not.toContain(sent.code);
  });

  it('takes a slider pass as the captcha too', async () => {
    clock.advance(61_000);
    const body = sendCodeBody({
      receiver: 'demo888@example.com',
      name: 'demo888',
      captcha: await solveSlider(t),
      type: 2,
      cate: 1,
    });
    expect((await t.call(sendCode, body)).envelope.status_code).toBe(6000);
    expect(await t.ok(testLastCode, { receiver: 'Demo888@Example.com' })).toMatchObject({ type: 2, cate: 1 });
  });

  it('refuses a call whose encrypted and MD5 fields disagree with 6007', async () => {
    const body = sendCodeBody({
      receiver: '13987654321',
      name: 'safe001',
      captcha: await solveGraphic(t),
      type: 3,
      cate: 0,
    });
    expect((await t.call(sendCode, { ...body, sendCodeNumV2: aesEncrypt('13900000000') })).envelope.status_code).toBe(
      6007,
    );
    expect((await t.call(sendCode, { ...body, sendNameV2: 'not-a-cipher' })).envelope.status_code).toBe(6007);
    expect((await t.call(sendCode, { ...body, codeId: 'another-captcha' })).envelope.status_code).toBe(6007);
  });

  it('checks the captcha before anything else', async () => {
    const captcha = { ...(await solveGraphic(t)), code: 'WRONG' };
    const result = await t.call(
      sendCode,
      sendCodeBody({ receiver: '13987654321', name: 'safe001', captcha, type: 3, cate: 0 }),
    );
    expect(result.envelope).toMatchObject({ status_code: 6036, message: '验证码错误' });
  });

  it('sends only to an address bound to the named member', async () => {
    expect((await send({ receiver: '13900000000', name: 'safe001', type: 3, cate: 0 })).envelope).toEqual({
      status_code: 6007,
      data: null,
      message: '手机号码错误',
    });
    expect((await send({ receiver: '13900000000', name: 'safe001', type: 2, cate: 0 })).envelope.message).toBe(
      '手机号码与账号不匹配',
    );
    expect((await send({ receiver: 'x@example.com', name: 'demo888', type: 2, cate: 1 })).envelope.message).toBe(
      '邮箱与账号不匹配',
    );
    expect((await send({ receiver: '13987654321', name: 'nobody01', type: 3, cate: 0 })).envelope).toMatchObject({
      status_code: 6002,
    });
    expect(
      (await send({ receiver: 'safe001@example.com', name: 'safe001', type: 3, cate: 1 })).envelope.status_code,
    ).toBe(6007);
  });

  it('allows one code a minute per receiver and purpose (6066 naming the purpose, with the seconds left)', async () => {
    clock.advance(61_000);
    await t.ok(
      sendCode,
      sendCodeBody({ receiver: '13711112222', name: 'sleepy01', captcha: await solveGraphic(t), type: 3, cate: 0 }),
    );
    clock.advance(15_000);
    const early = await send({ receiver: '13711112222', name: 'sleepy01', type: 3, cate: 2 });
    expect(early.envelope).toEqual({
      status_code: 6066,
      data: { resendAfter: 45 },
      message: '新设备登录验证码已发送，请45秒后再试',
    });
    // Another purpose's code to the same phone is not held back by the new-device one.
    expect((await send({ receiver: '13711112222', name: 'sleepy01', type: 2, cate: 0 })).envelope.status_code).toBe(
      6000,
    );
    expect((await send({ receiver: '13711112222', name: 'sleepy01', type: 2, cate: 0 })).envelope.message).toMatch(
      /^找回密码验证码已发送，请(60|5\d)秒后再试$/,
    );
    clock.advance(45_000);
    expect((await send({ receiver: '13711112222', name: 'sleepy01', type: 3, cate: 2 })).envelope.status_code).toBe(
      6000,
    );
  });

  it(`stops at ${CODE_HOURLY_CAP} codes an hour per receiver with 6034`, async () => {
    clock.advance(60 * 60 * 1000);
    for (let i = 0; i < CODE_HOURLY_CAP; i++) {
      clock.advance(61_000);
      expect((await send({ receiver: '13812345678', name: 'demo888', type: 2, cate: 0 })).envelope.status_code).toBe(
        6000,
      );
    }
    clock.advance(61_000);
    expect((await send({ receiver: '13812345678', name: 'demo888', type: 2, cate: 0 })).envelope).toMatchObject({
      status_code: 6034,
      message: '手机验证次数已达上限',
    });
  });
});

describe('queryCountryArea', () => {
  it('lists at least 12 areas, mainland China first, with real dialling codes and patterns', async () => {
    const { list } = await t.ok(queryCountryArea, {});
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list[0]).toEqual({ areaName: '中国大陆', areaCode: '86', regex: '^1[3-9]\\d{9}$' });
    const codes = list.map((a) => a.areaCode);
    expect(codes).toEqual(expect.arrayContaining(['852', '853', '886', '65', '60', '66', '84', '63', '81', '82', '1']));
    const mainland = new RegExp(list[0]?.regex ?? '');
    expect(mainland.test('13812345678')).toBe(true);
    expect(mainland.test('12812345678')).toBe(false);
  });

  it('filters by part of the name or the start of the code', async () => {
    expect((await t.ok(queryCountryArea, { area: '香港' })).list.map((a) => a.areaCode)).toEqual(['852']);
    expect((await t.ok(queryCountryArea, { area: '中国' })).list).toHaveLength(4);
    expect((await t.ok(queryCountryArea, { area: '+85' })).list.map((a) => a.areaCode).sort()).toEqual([
      '852',
      '853',
      '855',
    ]);
    expect((await t.ok(queryCountryArea, { area: '%' })).list).toEqual([]);
  });
});
