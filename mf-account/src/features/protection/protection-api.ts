import { api } from 'shared/api';
import {
  selfExclude,
  setProtectionLimit,
  setRealityCheck,
  type ExclusionDuration,
  type ProtectionLimitKind,
  type ProtectionPeriod,
  type ProtectionSettings,
  type RealityCheckMinutes,
} from 'shared/contract';
import { md5Hex } from 'shared/crypto';

/** amount in whole yuan; null removes the limit. */
export function saveLimit(
  kind: ProtectionLimitKind,
  period: ProtectionPeriod,
  amount: number | null,
): Promise<ProtectionSettings> {
  return api.request(setProtectionLimit, { kind, period, amount });
}

export function saveRealityCheck(minutes: RealityCheckMinutes): Promise<ProtectionSettings> {
  return api.request(setRealityCheck, { minutes });
}

/** The password travels only as its MD5 digest, like at login (SPEC §3). */
export function takeBreak(
  kind: 'timeout' | 'exclusion',
  duration: ExclusionDuration,
  password: string,
): Promise<{ endsAt: string | null }> {
  return api.request(selfExclude, { kind, duration, password: md5Hex(password) });
}
