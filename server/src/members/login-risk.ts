import { ResponseCode } from 'shared/contract';
import type { KnownDevice } from './devices';

/** After this long without a login, a protected member proves who they are again. */
export const LONG_ABSENCE_MS = 180 * 24 * 60 * 60 * 1000;

export type LoginRiskCode =
  | typeof ResponseCode.IP_NOT_PASSED
  | typeof ResponseCode.DEVICE_NOT_PASSED
  | typeof ResponseCode.DEVICE_AND_IP_NOT_PASSED
  | typeof ResponseCode.LONG_TIME_NOT_LOGGED_IN
  | typeof ResponseCode.RISKY_LOGIN;

export interface LoginRiskFacts {
  loginProtection: boolean;
  /** The bound phone; '' when none. */
  phone: string;
  lastLoginAt: Date | null;
  lastLoginIp: string | null;
  /** This browser as the member's devices know it, or null. */
  device: KnownDevice | null;
  ip: string;
  now: Date;
  /** Many different members logged in from this address within the hour (login-limits). */
  crowdedAddress: boolean;
}

/**
 * The risk rules a correct password still has to pass (SPEC §8, 6025-6028), or null when none fires.
 * Only for members with login protection and a bound phone: the way out of a risk answer is a code
 * sent to that phone, so without one the member could never get in.
 *   - last login over 180 days ago            → 6028, whatever the device: the longest-standing doubt
 *   - an address many members log in from     → 6029, whatever the device (a shared or farmed address)
 *   - unknown browser from a new IP           → 6027
 *   - unknown browser from the last login IP  → 6026
 *   - known browser from another IP           → 6025
 */
export function loginRisk(facts: LoginRiskFacts): LoginRiskCode | null {
  if (!facts.loginProtection || facts.phone === '') return null;
  if (facts.lastLoginAt !== null && facts.now.getTime() - facts.lastLoginAt.getTime() > LONG_ABSENCE_MS) {
    return ResponseCode.LONG_TIME_NOT_LOGGED_IN;
  }
  if (facts.crowdedAddress) return ResponseCode.RISKY_LOGIN;
  if (facts.device === null) {
    return facts.ip === facts.lastLoginIp ? ResponseCode.DEVICE_NOT_PASSED : ResponseCode.DEVICE_AND_IP_NOT_PASSED;
  }
  return facts.device.lastIp === facts.ip ? null : ResponseCode.IP_NOT_PASSED;
}
