import { DEFAULT_CANARY_ROLLBACK, type CanaryRollbackLimits } from './canary-guard';

function read(name: string, value: string | undefined, fallback: number, ok: (n: number) => boolean, want: string) {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!ok(n)) throw new Error(`${name} must be ${want}, got "${value}"`);
  return n;
}

/** CANARY_ROLLBACK_FAILURE_RATE (0 to below 1) and CANARY_ROLLBACK_MIN_LOADS (a positive integer); unset: the defaults. */
export function canaryRollbackFromEnv(env: Readonly<Record<string, string | undefined>>): CanaryRollbackLimits {
  return {
    failureRate: read(
      'CANARY_ROLLBACK_FAILURE_RATE',
      env.CANARY_ROLLBACK_FAILURE_RATE,
      DEFAULT_CANARY_ROLLBACK.failureRate,
      (n) => Number.isFinite(n) && n >= 0 && n < 1,
      'a number from 0 to below 1',
    ),
    minLoads: read(
      'CANARY_ROLLBACK_MIN_LOADS',
      env.CANARY_ROLLBACK_MIN_LOADS,
      DEFAULT_CANARY_ROLLBACK.minLoads,
      (n) => Number.isInteger(n) && n >= 1,
      'a positive integer',
    ),
  };
}
