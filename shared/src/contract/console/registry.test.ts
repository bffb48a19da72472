import { describe, expect, it } from 'vitest';
import { endpoints } from '../registry';
import { CONSOLE_API_PREFIX, rolesAllow } from './endpoint';
import { consoleEndpoints } from './registry';

describe('console contract', () => {
  const list = Object.values(consoleEndpoints);

  it('serves every console endpoint under its own prefix, apart from the player paths', () => {
    const playerPaths = new Set(Object.values(endpoints).map((endpoint) => endpoint.path));
    for (const endpoint of list) {
      expect(endpoint.path.startsWith(`${CONSOLE_API_PREFIX}/`)).toBe(true);
      expect(playerPaths.has(endpoint.path)).toBe(false);
    }
    expect(new Set(list.map((endpoint) => endpoint.path)).size).toBe(list.length);
  });

  it('leaves only the login steps public', () => {
    const open = Object.entries(consoleEndpoints)
      .filter(([, endpoint]) => endpoint.roles === 'public')
      .map(([name]) => name);
    expect(open.sort()).toEqual(['consoleEnrolConfirm', 'consoleLogin', 'consoleVerifyTotp']);
  });

  it('keeps money decisions to finance', () => {
    expect(rolesAllow(consoleEndpoints.consoleWithdrawApprove, ['finance'])).toBe(true);
    expect(rolesAllow(consoleEndpoints.consoleWithdrawApprove, ['support', 'admin'])).toBe(false);
    expect(rolesAllow(consoleEndpoints.consoleLogin, [])).toBe(true);
  });
});
