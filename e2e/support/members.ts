import { fileURLToPath } from 'node:url';
import { test } from './test';

/**
 * Seeded members whose login the setup project does once through the real dialog
 * (tests/members.setup.ts), saving each browser state for the tests that are not about logging in.
 * None of these sessions is ever ended by a test: flows that log out, revoke a token or reset a
 * password log in through the dialog themselves, or use their own members (findpw01/02, safe001).
 */
export const members = {
  demo888: 'demo1234',
  sports01: 'sport1234',
  sports02: 'sport1234',
  sports03: 'sport1234',
  sports04: 'sport1234',
  cashout01: 'sport1234',
  cashout02: 'sport1234',
  stakes01: 'sport1234',
  policy01: 'sport1234',
  transfer01: 'trans1234',
  transfer03: 'trans1234',
  withdraw01: 'draw1234',
  withdraw02: 'draw1234',
  deposit03: 'depo1234',
  casino01: 'casino1234',
  casino02: 'casino1234',
  casino03: 'casino1234',
  profile01: 'profile1234',
  promo01: 'promo1234',
  promo02: 'promo1234',
  promo03: 'promo1234',
  promo04: 'promo1234',
  promo05: 'promo1234',
  vip01: 'vip01234',
  rebate01: 'rebate1234',
  champ01: 'champ1234',
  deposit04: 'depo1234',
} as const;

export type MemberName = keyof typeof members;

const stateDir = new URL('../.tmp/state/', import.meta.url);

/**
 * The saved storage state (local storage holds the token) of `member` for the site at `port`;
 * the default is the run's main host. Use with `test.use({ storageState: memberState('sports01') })`.
 */
export function memberState(member: MemberName, port?: number): string {
  return fileURLToPath(new URL(port === undefined ? `${member}.json` : `${member}@${port}.json`, stateDir));
}

/** Declares `tests` to run as `member`, from the state the setup project saved. */
export function asMember(member: MemberName, tests: () => void, port?: number): void {
  test.describe(() => {
    test.use({ storageState: memberState(member, port) });
    tests();
  });
}
