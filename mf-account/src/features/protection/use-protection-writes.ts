import {
  protectionSettings,
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
import { useEndpointMutation } from 'shared/query';

/** Saves one limit (amount in whole yuan; null removes it); the settings on screen refetch. */
export function useSaveLimit(): (
  kind: ProtectionLimitKind,
  period: ProtectionPeriod,
  amount: number | null,
) => Promise<ProtectionSettings> {
  const { call } = useEndpointMutation(setProtectionLimit, { invalidates: [protectionSettings] });
  return (kind, period, amount) => call({ kind, period, amount });
}

/** Saves the reminder interval; the settings on screen refetch. */
export function useSaveRealityCheck(): (minutes: RealityCheckMinutes) => Promise<ProtectionSettings> {
  const { call } = useEndpointMutation(setRealityCheck, { invalidates: [protectionSettings] });
  return (minutes) => call({ minutes });
}

/**
 * Starts a break. The password travels only as its MD5 digest, like at login (SPEC §3). Nothing to
 * refetch: the session ends with it, and a new session empties the cache.
 */
export function useTakeBreak(): (
  kind: 'timeout' | 'exclusion',
  duration: ExclusionDuration,
  password: string,
) => Promise<{ endsAt: string | null }> {
  const { call } = useEndpointMutation(selfExclude);
  return (kind, duration, password) => call({ kind, duration, password: md5Hex(password) });
}
