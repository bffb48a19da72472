import { describe, expect, it } from 'vitest';
import { canaryRollbackFromEnv } from './canary-rollback-config';

describe('CANARY_ROLLBACK_* settings', () => {
  it('defaults to above 20% over at least 20 loads, and reads both', () => {
    expect(canaryRollbackFromEnv({})).toEqual({ failureRate: 0.2, minLoads: 20 });
    expect(canaryRollbackFromEnv({ CANARY_ROLLBACK_FAILURE_RATE: '0.5', CANARY_ROLLBACK_MIN_LOADS: '3' })).toEqual({
      failureRate: 0.5,
      minLoads: 3,
    });
  });

  it('refuses a rate outside 0..1 and a minimum that is no positive integer', () => {
    expect(() => canaryRollbackFromEnv({ CANARY_ROLLBACK_FAILURE_RATE: '1' })).toThrow(/from 0 to below 1/);
    expect(() => canaryRollbackFromEnv({ CANARY_ROLLBACK_FAILURE_RATE: 'x' })).toThrow(/from 0 to below 1/);
    expect(() => canaryRollbackFromEnv({ CANARY_ROLLBACK_MIN_LOADS: '0' })).toThrow(/positive integer/);
    expect(() => canaryRollbackFromEnv({ CANARY_ROLLBACK_MIN_LOADS: '2.5' })).toThrow(/positive integer/);
  });
});
