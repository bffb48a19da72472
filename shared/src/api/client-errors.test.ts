// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { echo, json, startClientTestServer } from './client-test-server';
import { ApiError } from './errors';

const srv = startClientTestServer();
const { client } = srv;

describe('api client failures', () => {
  it('rejects a business code with a typed error carrying code and message', async () => {
    srv.reply = (_req, _body, res) => json(res, 200, { status_code: 6011, data: null, message: '请勿频繁提交' });
    const error = await client()
      .api.request(echo, { n: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 6011, message: '请勿频繁提交' });
  });
  it('falls back to the catalogue message when the server sends none', async () => {
    srv.reply = (_req, _body, res) => json(res, 200, { status_code: 6013, data: null, message: '' });
    await expect(client().api.request(echo, { n: 1 })).rejects.toMatchObject({ code: 6013, message: '维护中' });
  });
  it('returns graphic and rapid verification as values', async () => {
    srv.reply = (_req, _body, res) =>
      json(res, 200, { status_code: 6021, data: { codeId: 'c1' }, message: '请输入图形验证码' });
    await expect(client().api.send(echo, { n: 1 })).resolves.toEqual({
      kind: 'verification',
      code: 6021,
      message: '请输入图形验证码',
      data: { codeId: 'c1' },
    });
  });
  it('reports login expiry when a token exists, and rejects', async () => {
    srv.reply = (_req, _body, res) => json(res, 200, { status_code: 6001, data: null, message: '请重新登录' });
    const { api, deps } = client();
    await expect(api.request(echo, { n: 1 })).rejects.toMatchObject({ code: 6001 });
    expect(deps.onLoginExpired).toHaveBeenCalledWith('t:loginExpired');
  });
  it('treats HTTP 401 as login expiry', async () => {
    srv.reply = (_req, _body, res) => json(res, 401, {});
    const { api, deps } = client();
    await expect(api.request(echo, { n: 1 })).rejects.toMatchObject({ code: 6001 });
    expect(deps.onLoginExpired).toHaveBeenCalled();
  });
  it('does not report expiry for a visitor without a token', async () => {
    srv.reply = (_req, _body, res) => json(res, 200, { status_code: 6001, data: null, message: '' });
    const { api, deps } = client({ token: () => null });
    await expect(api.request(echo, { n: 1 })).rejects.toMatchObject({ code: 6001 });
    expect(deps.onLoginExpired).not.toHaveBeenCalled();
  });
  it('reports the bind-real-name answer', async () => {
    srv.reply = (_req, _body, res) => json(res, 200, { status_code: 6449, data: null, message: '请先完善真实姓名' });
    const { api, deps } = client();
    await expect(api.request(echo, { n: 1 })).rejects.toMatchObject({ code: 6449 });
    expect(deps.onBindRealName).toHaveBeenCalledWith('请先完善真实姓名');
  });
  it('keeps the code and message of a non-2xx envelope', async () => {
    srv.reply = (_req, _body, res) => json(res, 403, { status_code: 6008, data: null, message: '非法请求' });
    await expect(client().api.request(echo, { n: 1 })).rejects.toMatchObject({
      kind: 'business',
      code: 6008,
      message: '非法请求',
    });
  });
  it('gives the status message for a non-2xx answer without an envelope', async () => {
    srv.reply = (_req, _body, res) => {
      res.writeHead(502);
      res.end('<html>bad gateway</html>');
    };
    await expect(client().api.request(echo, { n: 1 })).rejects.toMatchObject({
      kind: 'status',
      message: 'status:502',
      httpStatus: 502,
    });
  });
  it('turns data outside the contract into a clear error, not a crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    srv.reply = (_req, _body, res) => json(res, 200, { status_code: 6000, data: { doubled: 'many' }, message: '' });
    await expect(client().api.request(echo, { n: 1 })).rejects.toMatchObject({
      kind: 'contract',
      message: 't:contract',
    });
    srv.reply = (_req, _body, res) => {
      res.writeHead(200);
      res.end('not json');
    };
    await expect(client().api.request(echo, { n: 1 })).rejects.toMatchObject({ kind: 'contract' });
  });
  it('reports a network error with its message', async () => {
    const { api } = client({ target: () => ({ baseUrl: 'http://127.0.0.1:9', siteId: '1', obfuscation: false }) });
    await expect(api.request(echo, { n: 1 })).rejects.toMatchObject({ kind: 'network', message: 't:network' });
  });
});
