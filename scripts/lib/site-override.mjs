// The site's side of a developer override (console 发布管理): the link that stores the token in one
// browser, and the check of that browser's cookie before its page's security policy admits the
// override's address. Both verify the token with the public key only (override-token.mjs): the
// page server holds no secret and makes no call per page.
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { cookieValue, readSigningKey, verifyOverrideToken } from './override-token.mjs';

/** The same names the host and the API use (shared/contract/delivery-remotes.ts). */
export const OVERRIDE_COOKIE = 'platform_override';
export const OVERRIDE_LINK_PATH = '/__override';

/**
 * A deployment's override keys: from OVERRIDE_SIGNING_KEY (an Ed25519 private key, PEM or base64
 * PKCS#8 DER) when set, else a pair made for this run. `signingKey` goes to the API's environment,
 * `publicKey` to the page servers.
 * @returns {{ signingKey: string, publicKey: import('node:crypto').KeyObject }}
 */
export function siteOverrideKeys(env = process.env) {
  const configured = env.OVERRIDE_SIGNING_KEY?.trim();
  if (configured) {
    const privateKey = readSigningKey(configured);
    if (privateKey === null)
      throw new Error('OVERRIDE_SIGNING_KEY must be an Ed25519 private key (PEM or base64 PKCS#8 DER)');
    return { signingKey: configured, publicKey: createPublicKey(privateKey) };
  }
  const pair = generateKeyPairSync('ed25519');
  return {
    signingKey: pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKey: pair.publicKey,
  };
}

/**
 * The override a token grants on the brand `siteId` now: signed with the pair of `publicKey`,
 * unexpired, for this brand; else null. Revocation is the API's to check (the page server keeps no
 * list): a revoked token's browser still gets the normal remotes, since the API ignores it.
 */
export function validOverride(token, publicKey, siteId, nowMs = Date.now()) {
  if (!publicKey || !token) return null;
  const claims = verifyOverrideToken(token, publicKey, nowMs);
  return claims !== null && claims.site === siteId ? claims : null;
}

/** The addresses the request's override cookie admits on the brand `siteId` (none, or one). */
export function heldOverrideAddresses(req, publicKey, siteId) {
  const claims = validOverride(cookieValue(req.headers.cookie, OVERRIDE_COOKIE), publicKey, siteId);
  return claims === null ? [] : [claims.address];
}

/**
 * GET /__override?token=…: a valid token of this brand becomes a cookie of this browser only, on the
 * site's origin, ending when the token does (SameSite=Lax: sent on the developer's own navigations).
 * Anything else sets nothing. Either way the browser goes on to the site, never to an error page.
 * @param {import('node:crypto').KeyObject | null} publicKey
 * @param {() => string | null} siteIdOf the brand this server serves now
 */
export function overrideLinkRoute(publicKey, siteIdOf) {
  return (req, res) => {
    const token = new URL(req.url ?? '/', 'http://site').searchParams.get('token');
    const claims = validOverride(token, publicKey, siteIdOf());
    const headers = { location: '/', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
    if (claims !== null) {
      const expires = new Date(claims.exp * 1000).toUTCString();
      headers['set-cookie'] = `${OVERRIDE_COOKIE}=${token}; Path=/; Expires=${expires}; SameSite=Lax`;
    }
    res.writeHead(302, headers);
    res.end();
  };
}
