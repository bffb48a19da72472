import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS, login, sendCode } from 'shared/contract';
import { testLastCode } from 'shared/contract/testing';
import { md5Hex } from 'shared/crypto';
import { solveCaptchaFor, solveGraphic } from '../testing/captcha-solver';
import { sendCodeBody } from '../testing/send-code-body';
import { createTestApp, type CallOptions, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ testMode: true, clock: clock.now });
});
afterAll(async () => {
  await t.close();
});

const SAFE = { name: 'safe001', password: 'safe1234', phone: '13987654321', masked: '139****4321' };
const SLEEPY = { name: 'sleepy01', password: 'sleepy123', phone: '13711112222', masked: '137****2222' };
const HOME = { visitorId: 'seed-device', remoteAddress: '10.0.0.8' };

async function attempt(
  member: { name: string; password: string },
  where: CallOptions,
  extra: { sendCodeNum?: string } = {},
) {
  const captcha =
    extra.sendCodeNum === undefined ? await solveCaptchaFor(t, 4, member.name) : { kaptchcate: 0 as const };
  return t.call(
    login,
    { isAgent: 0, name: member.name, password: md5Hex(member.password), ...captcha, ...extra },
    where,
  );
}

/** What the new-device screen does: a captcha, then a code to the phone the player completed. */
async function sendDeviceCode(member: { name: string; phone: string }, cate: 0 | 2 = 0): Promise<string> {
  clock.advance(61_000);
  const { resendAfter } = await t.ok(
    sendCode,
    sendCodeBody({ receiver: member.phone, name: member.name, captcha: await solveGraphic(t), type: 3, cate }),
  );
  expect(resendAfter).toBe(60);
  const sent = await t.ok(testLastCode, { receiver: member.phone });
  expect(sent).toMatchObject({ type: 3, cate });
  return sent.code;
}

describe('risk answers after a correct password (login protection on)', () => {
  it('lets the known browser in from its usual IP', async () => {
    expect((await attempt(SAFE, HOME)).envelope.status_code).toBe(6000);
  });

  it('answers 6027 for an unknown browser on a new IP, with the masked phone', async () => {
    const result = await attempt(SAFE, { visitorId: 'stranger-1', remoteAddress: '203.0.113.7' });
    expect(result.envelope).toEqual({
      status_code: 6027,
      data: { phoneNumber: SAFE.masked },
      message: '设备和IP校验未通过，请验证身份',
    });
  });

  it('answers 6026 for an unknown browser on the last login IP', async () => {
    const result = await attempt(SAFE, { visitorId: 'stranger-2', remoteAddress: '10.0.0.8' });
    expect(result.envelope).toEqual({
      status_code: 6026,
      data: { phoneNumber: SAFE.masked },
      message: '设备校验未通过，请验证身份',
    });
  });

  it('answers 6025 for the known browser on another IP', async () => {
    const result = await attempt(SAFE, { visitorId: 'seed-device', remoteAddress: '198.51.100.4' });
    expect(result.envelope).toEqual({
      status_code: 6025,
      data: { phoneNumber: SAFE.masked },
      message: 'IP校验未通过，请验证身份',
    });
  });

  it('answers 6028 after 180 days away, whatever the browser', async () => {
    const result = await attempt(SLEEPY, { visitorId: 'sleepy-laptop', remoteAddress: '10.0.0.9' });
    expect(result.envelope).toEqual({
      status_code: 6028,
      data: { phoneNumber: SLEEPY.masked },
      message: '您已长时间未登录，请验证身份',
    });
  });

  it('still answers 6002 first to a wrong password, revealing nothing about the phone', async () => {
    const result = await attempt({ ...SAFE, password: 'guess1234' }, { visitorId: 'stranger-3' });
    expect(result.envelope).toEqual({ status_code: 6002, data: null, message: '账号或密码错误' });
  });

  it('leaves members without login protection alone (demo888 from anywhere)', async () => {
    expect(
      (await attempt({ name: 'demo888', password: 'demo1234' }, { visitorId: 'anywhere', remoteAddress: '192.0.2.1' }))
        .envelope.status_code,
    ).toBe(6000);
  });
});

describe('new-device code login (sendCodeNum)', () => {
  it('trusts the browser once the code is right: the next login needs no code', async () => {
    const phone = { visitorId: 'new-phone', remoteAddress: '203.0.113.20' };
    expect((await attempt(SAFE, phone)).envelope.status_code).toBe(6027);
    const code = await sendDeviceCode(SAFE);
    // No captcha this time: the code stands in for it.
    const result = await attempt(SAFE, phone, { sendCodeNum: code });
    expect(result.envelope).toMatchObject({ status_code: 6000, data: { userId: expect.any(String) } });
    expect((await attempt(SAFE, phone)).envelope.status_code).toBe(6000);
    expect((await attempt(SAFE, phone, { sendCodeNum: code })).envelope.status_code).toBe(6038);
  });

  it('confirms a long absence with a voice-call code too', async () => {
    const laptop = { visitorId: 'sleepy-laptop', remoteAddress: '10.0.0.9' };
    const code = await sendDeviceCode(SLEEPY, 2);
    expect((await attempt(SLEEPY, laptop, { sendCodeNum: code })).envelope.status_code).toBe(6000);
    expect((await attempt(SLEEPY, laptop)).envelope.status_code).toBe(6000);
  });

  it('answers 6036 to a wrong code and still takes the right one afterwards', async () => {
    const tablet = { visitorId: 'tablet', remoteAddress: '203.0.113.30' };
    const code = await sendDeviceCode(SAFE);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await attempt(SAFE, tablet, { sendCodeNum: wrong })).envelope).toMatchObject({
      status_code: 6036,
      message: '验证码错误',
    });
    expect((await attempt(SAFE, tablet, { sendCodeNum: code })).envelope.status_code).toBe(6000);
  });

  it('checks the code before the password, and keeps a right code for the corrected password', async () => {
    const kiosk = { visitorId: 'kiosk', remoteAddress: '203.0.113.40' };
    const code = await sendDeviceCode(SAFE);
    expect((await attempt({ ...SAFE, password: 'wrong-pw1' }, kiosk, { sendCodeNum: code })).envelope.status_code).toBe(
      6002,
    );
    expect((await attempt(SAFE, kiosk, { sendCodeNum: code })).envelope.status_code).toBe(6000);
  });

  it('answers 6037 once the code took CODE_MAX_ATTEMPTS wrong tries', async () => {
    const box = { visitorId: 'box', remoteAddress: '203.0.113.50' };
    const code = await sendDeviceCode(SAFE);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++)
      expect((await attempt(SAFE, box, { sendCodeNum: wrong })).envelope.status_code).toBe(6036);
    expect((await attempt(SAFE, box, { sendCodeNum: code })).envelope).toMatchObject({
      status_code: 6037,
      message: '验证已锁定，请稍后再试',
    });
  });

  it('answers 6038 to an expired code, and to a code nobody sent', async () => {
    const car = { visitorId: 'car', remoteAddress: '203.0.113.60' };
    const code = await sendDeviceCode(SAFE);
    clock.advance(CODE_TTL_SECONDS * 1000 + 1000);
    expect((await attempt(SAFE, car, { sendCodeNum: code })).envelope).toMatchObject({
      status_code: 6038,
      message: '验证码已过期，请重新获取',
    });
    expect(
      (await attempt({ name: 'test001', password: 'test1234' }, car, { sendCodeNum: '123456' })).envelope.status_code,
    ).toBe(6038);
  });
});
