import { API_VERSION, CLIENT_TYPE, Header } from '../contract/headers';
import type { DevicePayload } from '../contract/device';
import { aesEncrypt } from '../crypto/aes';
import { signRequest } from '../crypto/sign';

export interface HeaderInput {
  method: 'POST' | 'GET';
  path: string;
  body: string;
  requestId: string;
  siteId: string;
  token: string | null;
  visitorId: string;
  clientIp: string;
  /** The page load's trace id (x-trace-id); not signed: it only helps support find the call. */
  traceId?: string | null;
  now: number;
}

/** Every header of SPEC §7, signed as contract/security describes. */
export function buildHeaders(input: HeaderInput): Record<string, string> {
  const timestamp = String(input.now);
  const device: DevicePayload = { timestamp: input.now, ip: input.clientIp, visitorId: input.visitorId };
  const deviceHeader = aesEncrypt(JSON.stringify(device));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [Header.apiVersion]: API_VERSION,
    [Header.clientType]: CLIENT_TYPE,
    [Header.requestId]: input.requestId,
    [Header.uuid]: input.visitorId,
    [Header.siteId]: input.siteId,
    [Header.timestamp]: timestamp,
    [Header.device]: deviceHeader,
    [Header.signature]: signRequest({
      method: input.method,
      path: input.path,
      timestamp,
      requestId: input.requestId,
      siteId: input.siteId,
      token: input.token ?? '',
      device: deviceHeader,
      body: input.body,
    }),
  };
  if (input.token) headers[Header.token] = input.token;
  if (input.traceId) headers[Header.traceId] = input.traceId;
  return headers;
}
