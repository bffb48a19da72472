import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The claims of the chat-login token (SPEC §7 member/jwt). */
export interface ChatClaims {
  /** The member's userId. */
  sub: string;
  name: string;
  siteId: string;
  /** The login session the token was issued under: the token dies with it. */
  sid: number;
  iat: number;
  exp: number;
}

const HEADER = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64Url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function hmac(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/** HS256 JWT with node:crypto; no library needed for one fixed algorithm. */
export function signJwt(claims: ChatClaims, secret: string): string {
  const body = `${HEADER}.${base64Url(JSON.stringify(claims))}`;
  return `${body}.${hmac(body, secret).toString('base64url')}`;
}

const expiringClaimsSchema = z.looseObject({ exp: z.number() });

/**
 * Verifies signature, algorithm and expiry; returns the payload or null. Used by tests now and by the
 * chat socket later, which accepts these tokens.
 */
export function verifyJwt(token: string, secret: string, nowSeconds: number): Record<string, unknown> | null {
  const [header, payload, signature] = token.split('.');
  if (header !== HEADER || payload === undefined || signature === undefined) return null;
  const expected = hmac(`${header}.${payload}`, secret);
  const actual = Buffer.from(signature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const claims = expiringClaimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  if (!claims.success || claims.data.exp <= nowSeconds) return null;
  return claims.data;
}
