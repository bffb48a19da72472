/**
 * Request headers of SPEC §7. Names are lower case because HTTP/1.1 header names are case-insensitive
 * and Node hands them to the server in lower case.
 */
export const Header = {
  apiVersion: 'x-api-version',
  clientType: 'x-client-type',
  token: 'x-token',
  requestId: 'x-request-id',
  uuid: 'x-uuid',
  siteId: 'x-site-id',
  timestamp: 'x-timestamp',
  signature: 'x-sign',
  device: 'x-device',
  obfuscated: 'x-obf',
  /** The page load's trace id (shared/diagnostics trace-id): support finds what a player saw by it. */
  traceId: 'x-trace-id',
} as const;

export const API_VERSION = '1.0';
export const CLIENT_TYPE = 'web';

/** Every header the browser sends cross-origin; the server lists them in its CORS answer. */
export const ALLOWED_REQUEST_HEADERS: readonly string[] = ['content-type', ...Object.values(Header)];
