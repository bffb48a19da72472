// A developer override's token (console 发布管理): `<payload>.<signature>`, both base64url. The
// payload is the JSON of { id, site, remote, address, exp } (exp in Unix seconds), the signature
// Ed25519 over the payload's text. Asymmetric: the API signs with the private key, and the site's
// page server (site.mjs) verifies with the public key alone, so it needs no secret and no call.
import { createPrivateKey, sign, verify } from 'node:crypto';
import { remoteNames } from './remotes.mjs';

/** Tokens are short; anything longer is refused before any work. */
const MAX_TOKEN_LENGTH = 2000;

/**
 * @typedef {{ id: number, site: string, remote: (typeof remoteNames)[number], address: string, exp: number }} OverrideClaims
 */

/**
 * @param {OverrideClaims} claims
 * @param {import('node:crypto').KeyObject} privateKey
 * @returns {string}
 */
export function signOverrideToken(claims, privateKey) {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(null, Buffer.from(payload), privateKey).toString('base64url')}`;
}

/** @returns {OverrideClaims | null} */
function claimsOf(value) {
  if (typeof value !== 'object' || value === null) return null;
  const { id, site, remote, address, exp } = value;
  if (!Number.isInteger(id) || typeof site !== 'string' || typeof address !== 'string' || !Number.isInteger(exp))
    return null;
  if (!remoteNames.includes(remote)) return null;
  return { id, site, remote, address, exp };
}

/**
 * The claims of a token signed with the key pair of `publicKey` and not expired at `nowMs`; null for
 * anything else (a forged, altered, expired or malformed token).
 * @param {string} token
 * @param {import('node:crypto').KeyObject} publicKey
 * @param {number} nowMs
 * @returns {OverrideClaims | null}
 */
export function verifyOverrideToken(token, publicKey, nowMs) {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  try {
    if (!verify(null, Buffer.from(payload), publicKey, Buffer.from(signature, 'base64url'))) return null;
    const claims = claimsOf(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return claims !== null && claims.exp * 1000 > nowMs ? claims : null;
  } catch {
    return null;
  }
}

/** The value of cookie `name` in a Cookie header, or null. */
export function cookieValue(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/**
 * OVERRIDE_SIGNING_KEY as a key: an Ed25519 private key, PEM or the base64 of its PKCS#8 DER; null for
 * text that is neither.
 * @param {string} text
 * @returns {import('node:crypto').KeyObject | null}
 */
export function readSigningKey(text) {
  try {
    const key = text.includes('-----BEGIN')
      ? createPrivateKey(text)
      : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
    return key.asymmetricKeyType === 'ed25519' ? key : null;
  } catch {
    return null;
  }
}
