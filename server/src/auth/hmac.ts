import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `message`, base64url: short enough for tokens and table columns. */
export function hmacBase64Url(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

/** Constant-time text comparison, so timing does not reveal how much of a forged value was right. */
export function sameText(actual: string, expected: string): boolean {
  const a = Buffer.from(actual);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
