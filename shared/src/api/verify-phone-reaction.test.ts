// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineEndpoint } from '../contract/endpoint';
import { createApiClient } from './client';

let server: Server;
let baseUrl = '';
let answerCode = 6000;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status_code: answerCode, data: null, message: '请先完成手机验证' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const money = defineEndpoint({
  path: '/fd/api/v1/test/money',
  request: z.object({}),
  response: z.object({}),
});

function client() {
  const onVerifyPhone = vi.fn();
  const api = createApiClient({
    target: () => ({ baseUrl, siteId: '1', obfuscation: false }),
    token: () => 'tok',
    visitorId: () => 'visitor-1',
    clientIp: () => '127.0.0.1',
    onLoginExpired: vi.fn(),
    onBindRealName: vi.fn(),
    onVerifyPhone,
    translate: (key) => `t:${key}`,
    translateStatus: (status) => `status:${status}`,
  });
  return { api, onVerifyPhone };
}

describe('api client on phone verification (6016 / 6017)', () => {
  it.each([6016, 6017])('%i hands the message to the host, then rejects with the answer', async (code) => {
    answerCode = code;
    const { api, onVerifyPhone } = client();
    await expect(api.request(money, {})).rejects.toMatchObject({ code, message: '请先完成手机验证' });
    expect(onVerifyPhone).toHaveBeenCalledWith('请先完成手机验证');
  });

  it('leaves other refusals to the caller', async () => {
    answerCode = 6015;
    const { api, onVerifyPhone } = client();
    await expect(api.request(money, {})).rejects.toMatchObject({ code: 6015 });
    expect(onVerifyPhone).not.toHaveBeenCalled();
  });
});
