import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, register } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { solveGraphic, solveSlider } from '../testing/captcha-solver';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';

const clock = createTestClock();
let t: TestApp;
let relaxed: TestApp;
beforeAll(async () => {
  [t, relaxed] = await Promise.all([createTestApp({ clock: clock.now }), createTestApp({ captchaRequired: false })]);
});
afterAll(async () => {
  await Promise.all([t.close(), relaxed.close()]);
});

const credentials = (name: string, password: string) => ({ isAgent: 0 as const, name, password: md5Hex(password) });
const registration = (name: string) => ({
  name,
  password: md5Hex(`${name}pw`),
  secondPassword: md5Hex(`${name}pw`),
  domain: 'https://www.xingyao.example.com',
});

describe('login without a captcha (kaptchcate 0)', () => {
  it('answers 6021 请输入图形验证码 as a value while captchas are required', async () => {
    const result = await t.call(login, { ...credentials('demo888', 'demo1234'), kaptchcate: 0 });
    expect(result).toEqual({
      statusCode: 200,
      envelope: { status_code: 6021, data: null, message: '请输入图形验证码' },
    });
  });

  it('logs in when CAPTCHA_REQUIRED is off, and still checks a captcha the call does carry', async () => {
    expect((await relaxed.ok(login, { ...credentials('demo888', 'demo1234'), kaptchcate: 0 })).userId).toBe('100001');
    const bogus = await relaxed.call(login, {
      ...credentials('demo888', 'demo1234'),
      kaptchcate: 1,
      codeId: 'nope',
      code: 'ABCD',
    });
    expect(bogus.envelope.status_code).toBe(6038);
  });

  it('answers 6007 to kaptchcate 1 without a codeId', async () => {
    expect((await t.call(login, { ...credentials('demo888', 'demo1234'), kaptchcate: 1 })).envelope.status_code).toBe(
      6007,
    );
  });
});

describe('register', () => {
  it('wants the slider: 6022 without a captcha or with a graphic code', async () => {
    expect((await t.call(register, { ...registration('zhou2025'), kaptchcate: 0 })).envelope).toEqual({
      status_code: 6022,
      data: null,
      message: '请完成快速验证',
    });
    expect(
      (await t.call(register, { ...registration('zhou2025'), ...(await solveGraphic(t)) })).envelope.status_code,
    ).toBe(6022);
    expect((await t.call(register, { ...registration('zhou2025'), kaptchcate: 99 })).envelope.status_code).toBe(6007);
  });

  it('registers with a solved slider, records the browser and refuses the name a second time', async () => {
    const { userId } = await t.ok(
      register,
      { ...registration('qian2025'), ...(await solveSlider(t)) },
      { visitorId: 'reg-browser' },
    );
    const devices = await t.db.query<{ visitor: string }>(
      'select visitor_id as visitor from member_devices where member_id = $1',
      [Number(userId)],
    );
    expect(devices).toEqual([{ visitor: 'reg-browser' }]);
    const again = await t.call(register, { ...registration('QIAN2025'), ...(await solveSlider(t)) });
    expect(again.envelope).toEqual({ status_code: 6009, data: null, message: '该账号已被注册' });
  });

  it('registers without a captcha when captchas are off', async () => {
    await expect(relaxed.ok(register, { ...registration('sun2025'), kaptchcate: 0 })).resolves.toMatchObject({
      userId: expect.any(String),
    });
  });
});

describe('automatic login after registering (kaptchcate 99)', () => {
  async function registered(name: string, visitorId: string): Promise<void> {
    await t.ok(register, { ...registration(name), ...(await solveSlider(t)) }, { visitorId });
  }
  const autoLogin = (name: string) => ({ ...credentials(name, `${name}pw`), kaptchcate: 99 as const });

  it('works once, from the registering browser', async () => {
    await registered('li2025a', 'browser-a');
    expect((await t.ok(login, autoLogin('li2025a'), { visitorId: 'browser-a' })).token).toBeTruthy();
    expect((await t.call(login, autoLogin('li2025a'), { visitorId: 'browser-a' })).envelope.status_code).toBe(6021);
  });

  it('is refused from another browser and after five minutes', async () => {
    await registered('li2025b', 'browser-b');
    expect((await t.call(login, autoLogin('li2025b'), { visitorId: 'someone-else' })).envelope.status_code).toBe(6021);
    await registered('li2025c', 'browser-c');
    clock.advance(5 * 60 * 1000 + 1000);
    expect((await t.call(login, autoLogin('li2025c'), { visitorId: 'browser-c' })).envelope.status_code).toBe(6021);
  });

  it('still needs the right password', async () => {
    await registered('li2025d', 'browser-d');
    const wrong = await t.call(
      login,
      { ...autoLogin('li2025d'), password: md5Hex('not-it-99') },
      { visitorId: 'browser-d' },
    );
    expect(wrong.envelope.status_code).toBe(6002);
    expect((await t.ok(login, autoLogin('li2025d'), { visitorId: 'browser-d' })).token).toBeTruthy();
  });

  it('is never required for members that existed before (demo888 without a grant, captchas off)', async () => {
    expect((await relaxed.ok(login, { ...credentials('demo888', 'demo1234'), kaptchcate: 99 })).userId).toBe('100001');
  });
});

describe('login rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ captchaRequired: false, loginAttemptsPerMinute: 10, clock: clock.now });
  });
  afterAll(() => limited.close());

  it('asks the 11th login of a name within a minute, from any IP, for a captcha instead of refusing it', async () => {
    for (let i = 0; i < 10; i++) {
      const result = await limited.call(
        login,
        { ...credentials('demo888', 'wrong-pw'), kaptchcate: 0 },
        { remoteAddress: `10.1.0.${i}` },
      );
      expect(result.envelope.status_code).toBe(6002);
    }
    // Three wrong passwords already raised the policy to the slider; no captcha, no login, however right.
    const held = await limited.call(
      login,
      { ...credentials('demo888', 'demo1234'), kaptchcate: 0 },
      { remoteAddress: '10.1.1.1' },
    );
    expect(held.envelope).toEqual({ status_code: 6022, data: null, message: expect.any(String) });
    const ninetyNine = await limited.call(
      login,
      { ...credentials('demo888', 'demo1234'), kaptchcate: 99 },
      { remoteAddress: '10.1.1.1' },
    );
    expect(ninetyNine.envelope.status_code).toBe(6022);
    // The owner solves it and gets in: guessing at the name cannot lock the member out.
    const owner = await limited.ok(
      login,
      { ...credentials('demo888', 'demo1234'), ...(await solveSlider(limited)) },
      { remoteAddress: '10.1.1.2' },
    );
    expect(owner.userId).toBe('100001');
    clock.advance(61_000);
    expect((await limited.ok(login, { ...credentials('demo888', 'demo1234'), kaptchcate: 0 })).userId).toBe('100001');
  });

  it('counts a burst of parallel logins from one IP atomically: no more than the limit get past it', async () => {
    clock.advance(61_000);
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        limited.call(login, { ...credentials(`burst${i}x`, 'pw123456'), kaptchcate: 0 }, { remoteAddress: '10.3.0.1' }),
      ),
    );
    const admitted = burst.filter((r) => r.envelope.status_code !== 6011).length;
    expect(admitted).toBe(10);
  });

  it('answers 6011 to the 11th login from one IP, whatever the names', async () => {
    for (let i = 0; i < 10; i++) {
      await limited.call(
        login,
        { ...credentials(`guess${i}x`, 'pw123456'), kaptchcate: 0 },
        { remoteAddress: '10.2.0.1' },
      );
    }
    const refused = await limited.call(
      login,
      { ...credentials('test001', 'test1234'), kaptchcate: 0 },
      { remoteAddress: '10.2.0.1' },
    );
    expect(refused.envelope.status_code).toBe(6011);
    expect(
      (await limited.ok(login, { ...credentials('test001', 'test1234'), kaptchcate: 0 }, { remoteAddress: '10.2.0.2' }))
        .userId,
    ).toBe('100002');
  });
});
