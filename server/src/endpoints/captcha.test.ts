import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA_TTL_SECONDS,
  captchaType,
  graphicCaptcha,
  login,
  sliderLoad,
  sliderVerify,
  validateGeeCheck,
} from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { findCaptchaAnswer } from '../captcha/captcha-answers';
import { solveGraphic, solveSlider } from '../testing/captcha-solver';
import { humanTrack } from '../testing/human-track';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => {
  await t.close();
});

const demoLogin = { isAgent: 0 as const, name: 'demo888', password: md5Hex('demo1234') };
const TTL_MS = CAPTCHA_TTL_SECONDS * 1000;

async function answerOf(id: string): Promise<{ text?: string; x?: number }> {
  return (await findCaptchaAnswer(t.db, id)) ?? {};
}

describe('graphic captcha', () => {
  it('gives a codeId and an SVG image', async () => {
    const { codeId, image } = await t.ok(graphicCaptcha, {});
    expect(codeId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(svg).not.toContain((await answerOf(codeId)).text);
  });

  it('lets a login through with the right code, typed in any case', async () => {
    const captcha = await solveGraphic(t);
    const result = await t.ok(login, { ...demoLogin, ...captcha, code: ` ${captcha.code.toLowerCase()} ` });
    expect(result.userId).toBe('100001');
  });

  it('answers 6036 验证码错误 to a wrong code and burns the captcha', async () => {
    const captcha = await solveGraphic(t);
    const wrong = await t.call(login, { ...demoLogin, ...captcha, code: 'XXXX' });
    expect(wrong.envelope).toEqual({ status_code: 6036, data: null, message: '验证码错误' });
    const retry = await t.call(login, { ...demoLogin, ...captcha });
    expect(retry.envelope).toMatchObject({ status_code: 6038, message: '验证码已过期，请重新获取' });
  });

  it('answers 6038 to a code used once already', async () => {
    const captcha = await solveGraphic(t);
    await t.ok(login, { ...demoLogin, ...captcha });
    expect((await t.call(login, { ...demoLogin, ...captcha })).envelope.status_code).toBe(6038);
  });

  it('answers 6038 after CAPTCHA_TTL_SECONDS', async () => {
    const captcha = await solveGraphic(t);
    clock.advance(TTL_MS + 1000);
    expect((await t.call(login, { ...demoLogin, ...captcha })).envelope).toMatchObject({ status_code: 6038 });
  });

  it('answers 6038 to an unknown codeId and 6036 to a slider pass sent as a graphic code', async () => {
    expect(
      (await t.call(login, { ...demoLogin, kaptchcate: 1, codeId: 'made-up', code: 'ABCD' })).envelope.status_code,
    ).toBe(6038);
    const slider = await solveSlider(t);
    expect(
      (await t.call(login, { ...demoLogin, kaptchcate: 1, codeId: slider.codeId, code: 'ABCD' })).envelope.status_code,
    ).toBe(6036);
  });
});

describe('slider captcha (reference provider)', () => {
  async function challenge(): Promise<{ lot_number: string; x: number }> {
    const loaded = await t.ok(sliderLoad, {});
    expect(loaded).toMatchObject({ width: 300, height: 160, pieceSize: 52 });
    expect(loaded.background).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(loaded.piece).toMatch(/^data:image\/svg\+xml;base64,/);
    return { lot_number: loaded.lot_number, x: (await answerOf(loaded.lot_number)).x ?? -1 };
  }

  it('turns a good drag into a proof, the proof into a codeId, the codeId into a login', async () => {
    const { lot_number, x } = await challenge();
    const proof = await t.ok(sliderVerify, { lot_number, x: x + 4, track: humanTrack(x + 4) });
    expect(proof).toMatchObject({ lot_number, gen_time: expect.stringMatching(/^\d+$/) });
    const { codeId } = await t.ok(validateGeeCheck, { ...proof, validate_way: 0 });
    expect((await t.ok(login, { ...demoLogin, kaptchcate: 2, codeId })).userId).toBe('100001');
    expect((await t.call(login, { ...demoLogin, kaptchcate: 2, codeId })).envelope.status_code).toBe(6038);
  });

  it('fails a release away from the hole with 验证失败，请重试 and burns the challenge', async () => {
    const { lot_number, x } = await challenge();
    const far = x > 150 ? x - 30 : x + 30;
    expect((await t.call(sliderVerify, { lot_number, x: far, track: humanTrack(far) })).envelope).toEqual({
      status_code: 6036,
      data: null,
      message: '验证失败，请重试',
    });
    expect((await t.call(sliderVerify, { lot_number, x, track: humanTrack(x) })).envelope.status_code).toBe(6038);
  });

  it('fails a robotic track even at the right place', async () => {
    const { lot_number, x } = await challenge();
    const jump: [number, number, number][] = [
      [0, 0, 0],
      [x, 0, 1],
    ];
    expect((await t.call(sliderVerify, { lot_number, x, track: jump })).envelope.status_code).toBe(6036);
  });

  it('answers 6038 to an expired challenge', async () => {
    const { lot_number, x } = await challenge();
    clock.advance(TTL_MS + 1000);
    expect((await t.call(sliderVerify, { lot_number, x, track: humanTrack(x) })).envelope.status_code).toBe(6038);
  });

  it('refuses a replayed, a forged and a stale proof', async () => {
    const first = await challenge();
    const proof = await t.ok(sliderVerify, { ...first, track: humanTrack(first.x) });
    await t.ok(validateGeeCheck, { ...proof, validate_way: 0 });
    expect((await t.call(validateGeeCheck, { ...proof, validate_way: 0 })).envelope).toMatchObject({
      status_code: 6036,
      message: '验证失败，请重试',
    });

    const second = await challenge();
    const genuine = await t.ok(sliderVerify, { ...second, track: humanTrack(second.x) });
    expect(
      (await t.call(validateGeeCheck, { ...genuine, pass_token: 'x'.repeat(43), validate_way: 0 })).envelope
        .status_code,
    ).toBe(6036);
    clock.advance(TTL_MS + 1000);
    expect((await t.call(validateGeeCheck, { ...genuine, validate_way: 0 })).envelope).toMatchObject({
      status_code: 6038,
    });
  });
});

describe('captchaType policy', () => {
  it('asks for the slider to register and the graphic code to reset a password', async () => {
    expect(await t.ok(captchaType, { name: 'newbie01', ktype: 1 })).toEqual({ kaptchcate: 2 });
    expect(await t.ok(captchaType, { name: 'demo888', ktype: 2 })).toEqual({ kaptchcate: 1 });
    expect(await t.ok(captchaType, { name: 'demo888', ktype: 3 })).toEqual({ kaptchcate: 1 });
  });

  it('asks login for the graphic code, then the slider after 3 wrong passwords in 15 minutes', async () => {
    const name = 'test001';
    expect(await t.ok(captchaType, { name, ktype: 4 })).toEqual({ kaptchcate: 1 });
    for (let i = 0; i < 3; i++) {
      const result = await t.call(login, {
        isAgent: 0,
        name,
        password: md5Hex('wrong-one'),
        ...(await solveGraphic(t)),
      });
      expect(result.envelope.status_code).toBe(6002);
    }
    expect(await t.ok(captchaType, { name: 'TEST001', ktype: 4 })).toEqual({ kaptchcate: 2 });

    // The policy is enforced, not just advised: a graphic code no longer does for this name.
    const graphic = await t.call(login, { isAgent: 0, name, password: md5Hex('test1234'), ...(await solveGraphic(t)) });
    expect(graphic.envelope).toEqual({ status_code: 6022, data: null, message: '请完成快速验证' });
    expect(
      (await t.ok(login, { isAgent: 0, name, password: md5Hex('test1234'), ...(await solveSlider(t)) })).userId,
    ).toBe('100002');

    clock.advance(15 * 60 * 1000 + 1000);
    expect(await t.ok(captchaType, { name, ktype: 4 })).toEqual({ kaptchcate: 1 });
  });
});
