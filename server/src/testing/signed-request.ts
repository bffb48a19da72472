import { randomUUID } from 'node:crypto';
import { API_VERSION, CLIENT_TYPE, Header, OBFUSCATED_PATH_PREFIX } from 'shared/contract';
import { aesEncrypt, aesEncryptUrl, signRequest } from 'shared/crypto';

/** What a browser would vary between calls; everything defaults to a well-formed anonymous call. */
export interface SignOptions {
  siteId?: string;
  token?: string;
  requestId?: string;
  /** Milliseconds; null leaves the header out. Defaults to now. */
  timestamp?: number | null;
  visitorId?: string;
  /** The IP learnt from preInfo, as the x-device header carries it. */
  deviceIp?: string;
  /** The x-device payload's timestamp when it should differ from x-timestamp (a stale device header). */
  deviceTimestamp?: number;
  method?: 'GET' | 'POST';
  /** x-trace-id: the page load the call comes from. */
  traceId?: string;
}

/** The request headers of contract/security, built with shared/crypto exactly as the browser's api client does. */
export function signedHeaders(path: string, body: string, options: SignOptions = {}): Record<string, string> {
  const siteId = options.siteId ?? '1';
  const requestId = options.requestId ?? randomUUID();
  const timestamp = options.timestamp === undefined ? Date.now() : options.timestamp;
  const visitorId = options.visitorId ?? 'test-visitor-0001';
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [Header.apiVersion]: API_VERSION,
    [Header.clientType]: CLIENT_TYPE,
    [Header.requestId]: requestId,
    [Header.uuid]: visitorId,
    [Header.siteId]: siteId,
    [Header.device]: aesEncrypt(
      JSON.stringify({
        timestamp: options.deviceTimestamp ?? timestamp ?? Date.now(),
        ip: options.deviceIp ?? '',
        visitorId,
      }),
    ),
  };
  if (options.token !== undefined) headers[Header.token] = options.token;
  if (options.traceId !== undefined) headers[Header.traceId] = options.traceId;
  if (timestamp !== null) {
    headers[Header.timestamp] = String(timestamp);
    headers[Header.signature] = signRequest({
      method: options.method ?? 'POST',
      path,
      timestamp: String(timestamp),
      requestId,
      siteId,
      token: options.token ?? '',
      device: headers[Header.device] ?? '',
      body,
    });
  }
  return headers;
}

export interface ObfuscatedRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The same call in obfuscation mode: signed over the logical path and plain body, then encrypted. */
export function obfuscatedRequest(path: string, body: string, options: SignOptions = {}): ObfuscatedRequest {
  return {
    url: `${OBFUSCATED_PATH_PREFIX}/${aesEncryptUrl(path)}`,
    headers: { ...signedHeaders(path, body, options), [Header.obfuscated]: '1' },
    body: JSON.stringify({ payload: aesEncrypt(body) }),
  };
}
