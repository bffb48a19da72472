/**
 * Request signing and obfuscation: the scheme both sides implement (shared/crypto holds the code).
 *
 * Signature (header x-sign), on every call:
 *   canonical = [method, path, timestamp, requestId, siteId, token, device, body].join('\n')
 *   x-sign    = hex(HMAC-SHA256(canonical, SIGN_SECRET_PREFIX + siteId))
 * `token` is the x-token header ('' when the call has none) and `device` the x-device header exactly as
 * sent, so neither can be swapped onto someone else's signed call.
 * `path` is the logical API path (`/site/api/v1/user/login`), `body` the exact JSON text sent
 * (for obfuscated calls, the plain JSON before encryption), `timestamp` the x-timestamp header in
 * milliseconds. The server answers 非法请求 (6008, HTTP 403) when the timestamp is missing, more than
 * MAX_CLOCK_SKEW_MS away from its clock, or the signature does not match.
 *
 * Device header (x-device): AES(JSON.stringify(devicePayload)) (contract/device.ts). Its `timestamp` is
 * the x-timestamp of the same call; the server refuses a device header more than MAX_DEVICE_DRIFT_MS
 * away from it (one taken from an older call).
 *
 * Request id (x-request-id): unique per call. The server refuses one it has seen within the timestamp
 * window (a replay) with 6008, except on idempotent money and bet calls, which answer a repeated id
 * with the first call's stored answer, or 7601 when the body differs.
 *
 * Obfuscated calls are signed exactly like plain ones: the logical endpoint's method and path, and the
 * plain JSON body.
 *
 * Obfuscation (brand flag `obfuscation`): the call is sent as POST `${OBFUSCATED_PATH_PREFIX}/${aesUrl(path)}`
 * with header x-obf: 1 and body `{ "payload": AES(body) }`; the server answers `{ "payload": AES(envelopeJson) }`.
 *
 * AES is AES-128-CBC with PKCS#7 padding, key AES_KEY and iv AES_IV (UTF-8), output Base64; aesUrl is
 * the same ciphertext in URL-safe Base64 without padding. These keys ship in every browser bundle: the
 * scheme keeps casual tampering and scraping out, it is not a secret channel (TLS is).
 */
export const SIGN_SECRET_PREFIX = 'pf-sign:';
export const AES_KEY = 'Pf7dK2qLm9Xw4Rz8';
export const AES_IV = 'Vb3nH6tY1cJ5sQ0e';
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
export const MAX_DEVICE_DRIFT_MS = 1000;
export const OBFUSCATED_PATH_PREFIX = '/x';
