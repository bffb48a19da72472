import { createCipheriv, createHmac, randomUUID } from 'node:crypto';
import { AES_IV, AES_KEY, SIGN_SECRET_PREFIX } from 'shared/contract';

/**
 * The request signature and device header written from the words of contract/security.ts with
 * Node's own crypto, independently of shared/crypto: the suite proves the documented scheme is the
 * one the server checks.
 */
export function aes(plain: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(AES_KEY, 'utf8'), Buffer.from(AES_IV, 'utf8'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** `requestId` is fresh unless a caller repeats one on purpose (an idempotent call's retry). */
export function signedHeaders(
  path: string,
  body: string,
  siteId = '1',
  now = Date.now(),
  token = '',
  requestId: string = randomUUID(),
): Record<string, string> {
  const timestamp = String(now);
  const device = aes(JSON.stringify({ timestamp: now, ip: '', visitorId: 'e2e-visitor' }));
  const canonical = ['POST', path, timestamp, requestId, siteId, token, device, body].join('\n');
  return {
    'content-type': 'application/json',
    'x-api-version': '1.0',
    'x-client-type': 'web',
    'x-request-id': requestId,
    'x-uuid': 'e2e-visitor',
    'x-site-id': siteId,
    'x-timestamp': timestamp,
    'x-device': device,
    'x-sign': createHmac('sha256', SIGN_SECRET_PREFIX + siteId)
      .update(canonical)
      .digest('hex'),
    ...(token === '' ? {} : { 'x-token': token }),
  };
}
