import { describe, expect, it } from 'vitest';
import * as contract from '../index';
import * as testing from './index';

describe('the test-only contract', () => {
  it('lives apart from the production contract: no name or path of its registry is in production', () => {
    const productionPaths = new Set(Object.values(contract.endpoints).map((e) => e.path));
    for (const [name, endpoint] of Object.entries(testing.testEndpoints)) {
      expect(Object.hasOwn(contract.endpoints, name), name).toBe(false);
      expect(Object.hasOwn(contract, name), `shared/contract exports ${name}`).toBe(false);
      expect(productionPaths.has(endpoint.path), endpoint.path).toBe(false);
    }
  });

  it('keeps every test-only path under /test/ and none of production there', () => {
    expect(Object.values(testing.testEndpoints).every((e) => e.path.startsWith('/test/'))).toBe(true);
    expect(Object.values(contract.endpoints).some((e) => e.path.startsWith('/test/'))).toBe(false);
  });

  it('lists each endpoint it exports', () => {
    expect(Object.values(testing.testEndpoints)).toEqual([
      testing.testLastCode,
      testing.testCaptchaAnswer,
      testing.testSportsFeedRate,
      testing.testSportsPrice,
      testing.testFinishMatch,
      testing.testConfirmDeposit,
      testing.testExpireDeposit,
      testing.testAdvanceClock,
      testing.testChatOutage,
    ]);
  });
});
