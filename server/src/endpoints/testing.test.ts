import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphicCaptcha, testCaptchaAnswer, testFinishMatch, testLastCode, testSportsFeedRate, testSportsPrice } from 'shared/contract';
import { aesDecrypt } from 'shared/crypto';
import { obfuscatedRequest } from '../testing/signed-request';
import { createTestApp, type TestApp } from '../testing/test-app';

let production: TestApp;
let testing: TestApp;
beforeAll(async () => {
  [production, testing] = await Promise.all([createTestApp(), createTestApp({ testMode: true })]);
});
afterAll(async () => {
  await Promise.all([production.close(), testing.close()]);
});

describe('test-only endpoints', () => {
  it('do not exist outside test mode: 6004, plain and obfuscated', async () => {
    const plain = await production.call(testLastCode, { receiver: '13812345678' });
    expect(plain).toEqual({ statusCode: 404, envelope: { status_code: 6004, data: null, message: '未找到数据' } });
    const { codeId } = await production.ok(graphicCaptcha, {});
    expect((await production.call(testCaptchaAnswer, { id: codeId })).envelope.status_code).toBe(6004);

    const request = obfuscatedRequest(testCaptchaAnswer.path, JSON.stringify({ id: codeId }));
    const response = await production.app.inject({ method: 'POST', url: request.url, headers: request.headers, payload: request.body });
    expect(JSON.parse(aesDecrypt((JSON.parse(response.body) as { payload: string }).payload))).toMatchObject({ status_code: 6004 });
    expect((await production.call(testSportsFeedRate, { rate: 4000 })).envelope.status_code).toBe(6004);
    expect((await production.call(testSportsPrice, { gameId: '1', w: 'R', r: 'H', odds: 2 })).envelope.status_code).toBe(6004);
    expect((await production.call(testFinishMatch, { gameId: '1', home: 1, away: 0 })).envelope.status_code).toBe(6004);
  });

  it('answer in test mode: a captcha’s text, 6004 for what was never issued or sent', async () => {
    const { codeId } = await testing.ok(graphicCaptcha, {});
    expect((await testing.ok(testCaptchaAnswer, { id: codeId })).text).toMatch(/^[A-Z2-9]{4,5}$/);
    expect((await testing.call(testCaptchaAnswer, { id: 'never-issued' })).envelope.status_code).toBe(6004);
    expect((await testing.call(testLastCode, { receiver: '13800000000' })).envelope.status_code).toBe(6004);
    expect(await testing.ok(testSportsFeedRate, { rate: 0 })).toEqual({ rate: 0 });
    expect((await testing.call(testSportsPrice, { gameId: 'nope', w: 'R', r: 'H', odds: 2 })).envelope.status_code).toBe(6004);
    expect((await testing.call(testFinishMatch, { gameId: 'nope', home: 1, away: 0 })).envelope.status_code).toBe(6004);
  });
});
