import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpoints, graphicCaptcha, type RequestOf } from 'shared/contract';
import {
  testCaptchaAnswer,
  testEndpoints,
  testFinishMatch,
  testLastCode,
  testSportsFeedRate,
  testSportsPrice,
} from 'shared/contract/testing';
import { aesDecrypt } from 'shared/crypto';
import { obfuscatedRequest } from '../testing/signed-request';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { TestEndpointName } from './handler-map';

let production: TestApp;
let testing: TestApp;
beforeAll(async () => {
  [production, testing] = await Promise.all([createTestApp(), createTestApp({ testMode: true })]);
});
afterAll(async () => {
  await Promise.all([production.close(), testing.close()]);
});

/** A well-formed request per test-only endpoint: a new one in the testing registry fails typecheck here. */
const requests: { [K in TestEndpointName]: RequestOf<(typeof testEndpoints)[K]> } = {
  testLastCode: { receiver: '13812345678' },
  testCaptchaAnswer: { id: 'never-issued' },
  testSportsFeedRate: { rate: 4000 },
  testSportsPrice: { gameId: '1', w: 'R', r: 'H', odds: 2 },
  testFinishMatch: { gameId: '1', home: 1, away: 0 },
  testConfirmDeposit: { orderNo: 'CK0' },
  testExpireDeposit: { orderNo: 'CK0' },
  testAdvanceClock: { ms: 0 },
  testChatOutage: { ms: 0 },
};

/** A path no registry has, for what "unknown" looks like. */
const unknown = defineEndpoint({
  path: '/test/api/v1/neverDefined',
  request: z.object({}).loose(),
  response: z.unknown(),
});

async function obfuscatedEnvelope(app: TestApp, path: string, body: object): Promise<unknown> {
  const request = obfuscatedRequest(path, JSON.stringify(body));
  const response = await app.app.inject({
    method: 'POST',
    url: request.url,
    headers: request.headers,
    payload: request.body,
  });
  return {
    statusCode: response.statusCode,
    envelope: JSON.parse(aesDecrypt((JSON.parse(response.body) as { payload: string }).payload)) as unknown,
  };
}

describe('test-only endpoints', () => {
  it('are not in the production registry', () => {
    const productionPaths = new Set(Object.values(endpoints).map((e) => e.path));
    for (const [name, endpoint] of Object.entries(testEndpoints)) {
      expect(Object.hasOwn(endpoints, name), name).toBe(false);
      expect(productionPaths.has(endpoint.path), endpoint.path).toBe(false);
    }
  });

  it('are not mounted outside test mode: each answers exactly like an unknown path, plain and obfuscated', async () => {
    const notFound = await production.call(unknown, {});
    expect(notFound).toEqual({ statusCode: 404, envelope: { status_code: 6004, data: null, message: '未找到数据' } });
    const obfuscatedNotFound = await obfuscatedEnvelope(production, unknown.path, {});
    expect(obfuscatedNotFound).toMatchObject({ envelope: { status_code: 6004 } });

    for (const name of Object.keys(testEndpoints) as TestEndpointName[]) {
      const endpoint = testEndpoints[name];
      const body = requests[name];
      expect(await production.call(endpoint, body), name).toEqual(notFound);
      expect(await obfuscatedEnvelope(production, endpoint.path, body), name).toEqual(obfuscatedNotFound);
    }

    // Even with a real captcha to ask about, the production server has no answer to give.
    const { codeId } = await production.ok(graphicCaptcha, {});
    expect(await production.call(testCaptchaAnswer, { id: codeId })).toEqual(notFound);
  });

  it('are mounted in test mode: a captcha’s text, 6004 for what was never issued or sent', async () => {
    const { codeId } = await testing.ok(graphicCaptcha, {});
    expect((await testing.ok(testCaptchaAnswer, { id: codeId })).text).toMatch(/^[A-Z2-9]{4,5}$/);
    const request = obfuscatedRequest(testCaptchaAnswer.path, JSON.stringify({ id: codeId }));
    const response = await testing.app.inject({
      method: 'POST',
      url: request.url,
      headers: request.headers,
      payload: request.body,
    });
    expect(JSON.parse(aesDecrypt((JSON.parse(response.body) as { payload: string }).payload))).toMatchObject({
      status_code: 6000,
    });

    expect((await testing.call(testCaptchaAnswer, { id: 'never-issued' })).envelope.status_code).toBe(6004);
    expect((await testing.call(testLastCode, { receiver: '13800000000' })).envelope.status_code).toBe(6004);
    expect(await testing.ok(testSportsFeedRate, { rate: 0 })).toEqual({ rate: 0 });
    expect(
      (await testing.call(testSportsPrice, { gameId: 'nope', w: 'R', r: 'H', odds: 2 })).envelope.status_code,
    ).toBe(6004);
    expect((await testing.call(testFinishMatch, { gameId: 'nope', home: 1, away: 0 })).envelope.status_code).toBe(6004);
    // An unknown path stays unknown in test mode too.
    expect((await testing.call(unknown, {})).statusCode).toBe(404);
  });
});
