import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { Header, MAX_CLOCK_SKEW_MS, MAX_DEVICE_DRIFT_MS } from 'shared/contract';
import { aesDecrypt, signRequest } from 'shared/crypto';
import { headerValue } from './request-headers';

/** What the x-device header told us; fields the browser left out are ''. */
export interface DeviceInfo {
  visitorId: string;
  ip: string;
}

export interface SignedCall {
  method: string;
  /** The logical API path, also for obfuscated calls. */
  path: string;
  /** The exact JSON text the browser signed (the plain text for obfuscated calls). */
  body: string;
  headers: IncomingHttpHeaders;
  nowMs: number;
}

export type SecurityVerdict = { ok: true; device: DeviceInfo; timestampMs: number } | { ok: false; reason: string };

/**
 * The request check of contract/security: timestamp within the allowed skew, x-sign equal to the
 * signature over the canonical request (token and device header included), x-device decryptable to a
 * JSON object whose timestamp is the call's. `reason` is for the
 * server log only; the caller just sees 非法请求.
 */
export function checkSecurity(call: SignedCall): SecurityVerdict {
  const timestamp = headerValue(call.headers, Header.timestamp);
  if (timestamp === undefined || !/^\d{1,16}$/.test(timestamp))
    return { ok: false, reason: 'missing or malformed x-timestamp' };
  if (Math.abs(call.nowMs - Number(timestamp)) > MAX_CLOCK_SKEW_MS)
    return { ok: false, reason: 'x-timestamp outside the allowed clock skew' };

  const deviceHeader = headerValue(call.headers, Header.device) ?? '';
  const expected = signRequest({
    method: call.method,
    path: call.path,
    timestamp,
    requestId: headerValue(call.headers, Header.requestId) ?? '',
    siteId: headerValue(call.headers, Header.siteId) ?? '',
    token: headerValue(call.headers, Header.token) ?? '',
    device: deviceHeader,
    body: call.body,
  });
  if (!sameText(headerValue(call.headers, Header.signature) ?? '', expected))
    return { ok: false, reason: 'x-sign does not match' };

  const device = readDevice(deviceHeader);
  if (device === null) return { ok: false, reason: 'x-device missing or not decryptable to a JSON object' };
  if (Math.abs(device.timestamp - Number(timestamp)) > MAX_DEVICE_DRIFT_MS)
    return { ok: false, reason: 'x-device timestamp differs from x-timestamp' };
  return { ok: true, device: { visitorId: device.visitorId, ip: device.ip }, timestampMs: Number(timestamp) };
}

/** Constant-time comparison, so response timing does not leak how much of a forged signature was right. */
function sameText(actual: string, expected: string): boolean {
  const a = Buffer.from(actual);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Fields the server uses; anything else the browser adds (future fields) is ignored. */
const deviceSchema = z.object({ visitorId: z.string().catch(''), ip: z.string().catch(''), timestamp: z.number() });

function readDevice(header: string): (DeviceInfo & { timestamp: number }) | null {
  if (header === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(aesDecrypt(header));
  } catch {
    return null;
  }
  const device = deviceSchema.safeParse(parsed);
  return device.success ? device.data : null;
}
