import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE_MAX_ATTEMPTS,
  forgetByEmailOne,
  forgetByEmailThree,
  forgetByEmailTwo,
  forgetByPhoneOne,
  forgetByPhoneThree,
  forgetByPhoneTwo,
  getBalance,
  login,
  RECOVERY_WINDOW_SECONDS,
} from 'shared/contract';
import { testLastCode } from 'shared/contract/testing';
import { md5Hex } from 'shared/crypto';
import { createSession } from '../auth/sessions';
import { solveGraphic } from '../testing/captcha-solver';
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

/** Every step of a test starts past the previous code's one-minute resend limit. */
async function requestPhoneCode(name: string, phone: string, areaCode = '86') {
  clock.advance(61_000);
  return t.call(forgetByPhoneOne, { phone, name, areaCode, ...(await solveGraphic(t)) });
}
async function requestEmailCode(name: string, email: string) {
  clock.advance(61_000);
  return t.call(forgetByEmailOne, { email, name, ...(await solveGraphic(t)) });
}
async function lastCode(receiver: string): Promise<string> {
  return (await t.ok(testLastCode, { receiver })).code;
}
const otherCode = (code: string) => (code === '000000' ? '000001' : '000000');

describe('forgot password by phone', () => {
  it('resets the password end to end and ends every session of the member', async () => {
    const oldSession = await t.loginAs('demo888', 'demo1234');
    expect((await requestPhoneCode('demo888', '13812345678')).envelope).toEqual({
      status_code: 6000,
      data: { resendAfter: 60 },
      message: '成功',
    });
    expect(await t.ok(testLastCode, { receiver: '13812345678' })).toMatchObject({ type: 2, cate: 0 });
    await t.ok(forgetByPhoneTwo, { phone: '13812345678', name: 'demo888', code: await lastCode('13812345678') });
    const newPassword = md5Hex('fresh5678');
    await t.ok(forgetByPhoneThree, {
      phone: '13812345678',
      name: 'demo888',
      password: newPassword,
      secondPassword: newPassword,
    });

    expect((await t.call(getBalance, {}, { token: oldSession })).envelope.status_code).toBe(6001);
    const oldPassword = await t.call(login, {
      isAgent: 0,
      name: 'demo888',
      password: md5Hex('demo1234'),
      ...(await solveGraphic(t)),
    });
    expect(oldPassword.envelope.status_code).toBe(6002);
    expect(await t.loginAs('demo888', 'fresh5678')).toBeTruthy();
    // Spent: the same verified code cannot set a password twice.
    const again = await t.call(forgetByPhoneThree, {
      phone: '13812345678',
      name: 'demo888',
      password: newPassword,
      secondPassword: newPassword,
    });
    expect(again.envelope.status_code).toBe(6035);
  });

  it('answers 6007 手机号码与账号不匹配 when the phone is not the member’s, or the name unknown', async () => {
    expect((await requestPhoneCode('demo888', '13987654321')).envelope).toEqual({
      status_code: 6007,
      data: null,
      message: '手机号码与账号不匹配',
    });
    expect((await requestPhoneCode('nobody01', '13987654321')).envelope.message).toBe('手机号码与账号不匹配');
    expect((await requestPhoneCode('demo888', '1381234567')).envelope).toMatchObject({
      status_code: 6007,
      message: '请输入正确的手机号码',
    });
    expect((await requestPhoneCode('demo888', '13812345678', '999')).envelope.status_code).toBe(6007);
  });

  it('needs a captcha for step one', async () => {
    const captcha = { ...(await solveGraphic(t)), code: 'NOPE' };
    expect(
      (await t.call(forgetByPhoneOne, { phone: '13987654321', name: 'safe001', ...captcha })).envelope.status_code,
    ).toBe(6036);
  });

  it('answers 6036 to a wrong code, 6037 after too many, 6038 once expired', async () => {
    await requestPhoneCode('safe001', '13987654321');
    const code = await lastCode('13987654321');
    const step = (typed: string) => t.call(forgetByPhoneTwo, { phone: '13987654321', name: 'safe001', code: typed });
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) expect((await step(otherCode(code))).envelope.status_code).toBe(6036);
    expect((await step(code)).envelope.status_code).toBe(6037);

    await requestPhoneCode('safe001', '13987654321');
    const fresh = await lastCode('13987654321');
    clock.advance(600_000 + 1000);
    expect((await step(fresh)).envelope).toMatchObject({ status_code: 6038, message: '验证码已过期，请重新获取' });
  });

  it('allows step three only after step two, within the recovery window, with matching passwords', async () => {
    const password = md5Hex('safe5678');
    const three = (second = password) =>
      t.call(forgetByPhoneThree, { phone: '13987654321', name: 'safe001', password, secondPassword: second });
    await requestPhoneCode('safe001', '13987654321');
    expect((await three()).envelope).toMatchObject({ status_code: 6035, message: '请先完成身份验证' });

    await t.ok(forgetByPhoneTwo, { phone: '13987654321', name: 'safe001', code: await lastCode('13987654321') });
    expect((await three(md5Hex('other5678'))).envelope).toEqual({
      status_code: 6007,
      data: null,
      message: '两次输入的密码不一致',
    });
    clock.advance(RECOVERY_WINDOW_SECONDS * 1000 + 1000);
    expect((await three()).envelope.status_code).toBe(6038);

    await requestPhoneCode('safe001', '13987654321');
    await t.ok(forgetByPhoneTwo, { phone: '13987654321', name: 'safe001', code: await lastCode('13987654321') });
    clock.advance(RECOVERY_WINDOW_SECONDS * 1000 - 5000);
    expect((await three()).envelope.status_code).toBe(6000);
  });
});

describe('forgot password by e-mail', () => {
  it('resets the password end to end, the address matched in any case', async () => {
    // A session made directly: this test must not depend on the password the phone tests left.
    const [safe] = await t.db.query<{ id: number }>(`select id from members where username = 'safe001'`);
    const oldSession = await createSession(
      t.db,
      { memberId: safe?.id ?? 0, siteId: '1', ip: '10.0.0.8', visitorId: 'seed-device' },
      clock.now(),
    );
    expect((await requestEmailCode('safe001', 'Safe001@Example.com')).envelope.status_code).toBe(6000);
    expect(await t.ok(testLastCode, { receiver: 'safe001@example.com' })).toMatchObject({ type: 2, cate: 1 });
    await t.ok(forgetByEmailTwo, {
      email: 'safe001@example.com',
      name: 'safe001',
      code: await lastCode('safe001@example.com'),
    });
    const password = md5Hex('mail9012');
    await t.ok(forgetByEmailThree, {
      email: 'safe001@example.com',
      name: 'safe001',
      password,
      secondPassword: password,
    });
    expect((await t.call(getBalance, {}, { token: oldSession })).envelope.status_code).toBe(6001);
    expect(
      await t.loginAs('safe001', 'mail9012', { visitorId: 'seed-device', remoteAddress: '10.0.0.8' }),
    ).toBeTruthy();
  });

  it('answers 6007 邮箱与账号不匹配 for another address and for a member without one', async () => {
    expect((await requestEmailCode('demo888', 'safe001@example.com')).envelope).toEqual({
      status_code: 6007,
      data: null,
      message: '邮箱与账号不匹配',
    });
    expect((await requestEmailCode('test001', 'test001@example.com')).envelope.message).toBe('邮箱与账号不匹配');
  });

  it('does not accept a phone code for the e-mail flow', async () => {
    await requestPhoneCode('demo888', '13812345678');
    await requestEmailCode('demo888', 'demo888@example.com');
    const phoneCode = await lastCode('13812345678');
    const emailCode = await lastCode('demo888@example.com');
    expect(
      (await t.call(forgetByEmailTwo, { email: 'demo888@example.com', name: 'demo888', code: otherCode(emailCode) }))
        .envelope.status_code,
    ).toBe(6036);
    // A code is bound to its receiver: the phone's code opens nothing here (unless both drew the same digits).
    expect(
      phoneCode === emailCode ||
        (await t.call(forgetByEmailTwo, { email: 'demo888@example.com', name: 'demo888', code: phoneCode })).envelope
          .status_code === 6036,
    ).toBe(true);
    expect(
      (await t.call(forgetByEmailTwo, { email: 'demo888@example.com', name: 'demo888', code: emailCode })).envelope
        .status_code,
    ).toBe(6000);
  });
});
