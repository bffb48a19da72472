import { describe, expect, it } from 'vitest';
import { MAX_CLOCK_SKEW_MS } from 'shared/contract';
import { aesEncrypt } from 'shared/crypto';
import { signedHeaders } from '../testing/signed-request';
import { checkSecurity } from './security';

const path = '/site/api/v1/user/login';
const body = '{"name":"demo888"}';
const now = 1_750_000_000_000;

function check(headers: Record<string, string>, overrides: { body?: string; path?: string; nowMs?: number } = {}) {
  return checkSecurity({
    method: 'POST',
    path: overrides.path ?? path,
    body: overrides.body ?? body,
    headers,
    nowMs: overrides.nowMs ?? now,
  });
}

describe('checkSecurity', () => {
  it('accepts a call signed like the browser signs it and reads the device header', () => {
    const verdict = check(signedHeaders(path, body, { timestamp: now, visitorId: 'fp-123' }));
    expect(verdict).toEqual({ ok: true, device: { visitorId: 'fp-123', ip: '' }, timestampMs: now });
  });

  it('rejects a tampered signature, body, path or site', () => {
    const headers = signedHeaders(path, body, { timestamp: now });
    expect(
      check({ ...headers, 'x-sign': headers['x-sign']?.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) ?? '' }).ok,
    ).toBe(false);
    expect(check(headers, { body: '{"name":"demo889"}' }).ok).toBe(false);
    expect(check(headers, { path: '/site/api/v1/user/logout' }).ok).toBe(false);
    expect(check({ ...headers, 'x-site-id': '2' }).ok).toBe(false);
  });

  it('signs the token and the device header: neither can be swapped onto a signed call', () => {
    const headers = signedHeaders(path, body, { timestamp: now, token: 'member-token' });
    expect(check(headers).ok).toBe(true);
    expect(check({ ...headers, 'x-token': 'someone-elses-token' }).ok).toBe(false);
    const { 'x-token': _dropped, ...withoutToken } = headers;
    expect(check(withoutToken).ok).toBe(false);
    const otherDevice = signedHeaders(path, body, { timestamp: now, visitorId: 'another-browser' })['x-device'] ?? '';
    expect(check({ ...headers, 'x-device': otherDevice }).ok).toBe(false);
  });

  it('rejects a device header whose timestamp is not the call’s', () => {
    expect(check(signedHeaders(path, body, { timestamp: now, deviceTimestamp: now - 60_000 }))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('x-device timestamp'),
    });
    expect(check(signedHeaders(path, body, { timestamp: now, deviceTimestamp: now + 500 })).ok).toBe(true);
  });

  it('rejects missing, malformed and stale timestamps', () => {
    expect(check(signedHeaders(path, body, { timestamp: null }))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('x-timestamp'),
    });
    expect(check({ ...signedHeaders(path, body, { timestamp: now }), 'x-timestamp': 'yesterday' }).ok).toBe(false);
    expect(check(signedHeaders(path, body, { timestamp: now - MAX_CLOCK_SKEW_MS - 1 })).ok).toBe(false);
    expect(check(signedHeaders(path, body, { timestamp: now + MAX_CLOCK_SKEW_MS + 1 })).ok).toBe(false);
    expect(check(signedHeaders(path, body, { timestamp: now - MAX_CLOCK_SKEW_MS })).ok).toBe(true);
  });

  it('rejects a device header that is missing, not a ciphertext or not a JSON object', () => {
    const headers = signedHeaders(path, body, { timestamp: now });
    const { 'x-device': _dropped, ...withoutDevice } = headers;
    expect(check(withoutDevice).ok).toBe(false);
    expect(check({ ...headers, 'x-device': 'plain text' }).ok).toBe(false);
    expect(check({ ...headers, 'x-device': aesEncrypt('"just a string"') }).ok).toBe(false);
  });
});
