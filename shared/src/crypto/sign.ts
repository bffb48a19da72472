import HmacSHA256 from 'crypto-js/hmac-sha256';
import Hex from 'crypto-js/enc-hex';
import { SIGN_SECRET_PREFIX } from '../contract/security';

export interface SignInput {
  method: string;
  path: string;
  timestamp: string;
  requestId: string;
  siteId: string;
  /** The x-token header, '' when the call carries none. */
  token: string;
  /** The x-device header exactly as sent (its ciphertext). */
  device: string;
  body: string;
}

/** The x-sign header of contract/security. */
export function signRequest(input: SignInput): string {
  const canonical = [
    input.method.toUpperCase(),
    input.path,
    input.timestamp,
    input.requestId,
    input.siteId,
    input.token,
    input.device,
    input.body,
  ].join('\n');
  return HmacSHA256(canonical, SIGN_SECRET_PREFIX + input.siteId).toString(Hex);
}
