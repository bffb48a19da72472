import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The whole payout number, kept sealed (AES-256-GCM) so finance can pay to it: a leaked table shows
 * nothing, and only the console's audited reveal opens it. The key is derived from the server's auth
 * secret (app_meta), never stored beside the rows.
 */
function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`payout-number:${secret}`).digest();
}

export function sealNumber(secret: string, number: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(number, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** null when the text was not sealed with this secret (or was altered). */
export function openNumber(secret: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (iv === undefined || tag === undefined || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
