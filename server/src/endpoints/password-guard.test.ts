import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindPassword, selfExclude, withdrawInfo, withdrawNew } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { PASSWORD_LOCK_MS } from '../members/password-guard';
import { createTestMember, TEST_PASSWORD, TEST_WITHDRAW_PASSWORD } from '../promotions/test-members';
import { createTestApp, type CallResult, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, captchaRequired: false });
});
afterAll(() => t.close());

let serial = 0;
/** A member of its own with a phone, a real name, a card and money, logged in. */
async function member(): Promise<string> {
  serial += 1;
  const name = `guard${serial}x`;
  await createTestMember(
    t.db,
    name,
    { phone: `1390000${String(serial).padStart(4, '0')}`, realName: '王五', withBankCard: true, openingFen: 100_000 },
    clock.now(),
  );
  return t.loginAs(name, TEST_PASSWORD);
}

const answer = async (call: Promise<CallResult>): Promise<[number, string]> => {
  const { envelope } = await call;
  return [envelope.status_code, envelope.message];
};
const change = (token: string, old: string) =>
  answer(
    t.call(
      bindPassword,
      { oldPassword: md5Hex(old), password: md5Hex('newpass123'), confirmPassword: md5Hex('newpass123') },
      { token },
    ),
  );
const pause = (token: string, password: string) =>
  answer(t.call(selfExclude, { kind: 'timeout', duration: '24h', password: md5Hex(password) }, { token }));
async function withdraw(token: string, password: string): Promise<[number, string]> {
  const account = (await t.ok(withdrawInfo, {}, { token })).accounts[0];
  if (account === undefined) throw new Error('the test member has no payout account');
  return answer(t.call(withdrawNew, { accountId: account.id, amount: 100, password: md5Hex(password) }, { token }));
}

const LOCKED = [6037, '密码错误次数过多，已暂停验证，请15分钟后再试'];

describe('one limit on the password checks of a logged-in member', () => {
  it('locks after five wrong passwords, refuses the right one while locked and lets it in after the lock', async () => {
    const token = await member();
    for (const left of [4, 3, 2, 1])
      expect(await change(token, 'wrong1234')).toEqual([6100, `原密码错误，还可尝试${left}次`]);
    expect(await change(token, 'wrong1234')).toEqual([6100, '原密码错误，错误次数过多，请15分钟后再试']);
    expect(await change(token, TEST_PASSWORD)).toEqual(LOCKED);
    expect(await pause(token, TEST_PASSWORD)).toEqual(LOCKED);
    clock.advance(PASSWORD_LOCK_MS - 5 * 60_000);
    expect(await change(token, TEST_PASSWORD)).toEqual([6037, '密码错误次数过多，已暂停验证，请5分钟后再试']);
    clock.advance(5 * 60_000 + 1000);
    expect(
      (
        await t.ok(
          bindPassword,
          { oldPassword: md5Hex(TEST_PASSWORD), password: md5Hex('newpass123'), confirmPassword: md5Hex('newpass123') },
          { token },
        )
      ).passwordChanged,
    ).toBe(true);
  });

  it('counts wrong passwords of every call together: password change, time-out and withdraw password', async () => {
    const token = await member();
    expect(await change(token, 'wrong1234')).toEqual([6100, '原密码错误，还可尝试4次']);
    expect(await pause(token, 'wrong1234')).toEqual([6100, '登录密码错误，还可尝试3次']);
    expect(await withdraw(token, '000000')).toEqual([6100, '提款密码错误，还可尝试2次']);
    expect(await pause(token, 'wrong1234')).toEqual([6100, '登录密码错误，还可尝试1次']);
    expect(await withdraw(token, '000000')).toEqual([6100, '提款密码错误，错误次数过多，请15分钟后再试']);
    expect(await withdraw(token, TEST_WITHDRAW_PASSWORD)).toEqual(LOCKED);
    expect(await change(token, TEST_PASSWORD)).toEqual(LOCKED);
    clock.advance(PASSWORD_LOCK_MS + 1000);
  });

  it('starts the count afresh after a right password', async () => {
    const token = await member();
    for (const left of [4, 3, 2, 1])
      expect(await pause(token, 'wrong1234')).toEqual([6100, `登录密码错误，还可尝试${left}次`]);
    expect((await withdraw(token, TEST_WITHDRAW_PASSWORD))[0]).toBe(6000);
    expect(await pause(token, 'wrong1234')).toEqual([6100, '登录密码错误，还可尝试4次']);
  });

  it('tries no more than five of a burst of parallel guesses', async () => {
    const token = await member();
    const burst = await Promise.all(Array.from({ length: 20 }, () => pause(token, 'wrong1234')));
    expect(burst.filter(([code]) => code === 6100)).toHaveLength(5);
    expect(burst.filter(([code]) => code === 6037)).toHaveLength(15);
    expect(await pause(token, TEST_PASSWORD)).toEqual(LOCKED);
  });
});
