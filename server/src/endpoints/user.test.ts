import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getBalance,
  getUnreadForType,
  login,
  logout,
  memberInfo,
  memberJwt,
  register,
  withdrawPwdSet,
} from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { loadJwtSecret } from '../auth/jwt-secret';
import { verifyJwt } from '../auth/jwt';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  // Passwords, sessions and profiles; captchas and risk checks have their own files (login*.test.ts).
  t = await createTestApp({ captchaRequired: false });
});
afterAll(async () => {
  await t.close();
});

const loginBody = (name: string, password: string) => ({
  isAgent: 0 as const,
  name,
  password: md5Hex(password),
  kaptchcate: 0 as const,
});

describe('login', () => {
  it('returns an opaque token and the user id for the right password', async () => {
    const data = await t.ok(login, loginBody('demo888', 'demo1234'));
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.userId).toBe('100001');
  });

  it('matches the name regardless of case', async () => {
    await expect(t.ok(login, loginBody('DEMO888', 'demo1234'))).resolves.toMatchObject({ userId: '100001' });
  });

  it('answers 6002 账号或密码错误 to a wrong password and to an unknown name alike', async () => {
    const wrongPassword = await t.call(login, loginBody('demo888', 'demo12345'));
    const unknownName = await t.call(login, loginBody('nobody99', 'demo1234'));
    expect(wrongPassword).toEqual({
      statusCode: 200,
      envelope: { status_code: 6002, data: null, message: '账号或密码错误' },
    });
    expect(unknownName.envelope).toEqual(wrongPassword.envelope);
  });

  it('refuses a login on an unknown brand with 6003', async () => {
    expect((await t.call(login, loginBody('demo888', 'demo1234'), { siteId: '77' })).envelope.status_code).toBe(6003);
  });

  it('refuses a plain-text password (the browser must send the MD5 digest)', async () => {
    const result = await t.call(login, { isAgent: 0, name: 'demo888', password: 'demo1234', kaptchcate: 0 });
    expect(result.envelope.status_code).toBe(6301);
  });

  it('stores only the hash of the token, with a seven-day expiry', async () => {
    const { token } = await t.ok(login, loginBody('test001', 'test1234'));
    const rows = await t.db.query<{ token_hash: string; days: number }>(
      `select token_hash, round(extract(epoch from (expires_at - created_at)) / 86400)::int as days
         from sessions order by id desc limit 1`,
    );
    expect(rows[0]?.token_hash).not.toBe(token);
    expect(rows[0]?.days).toBe(7);
  });
});

describe('logout', () => {
  it('revokes the session so the token stops working', async () => {
    const token = await t.loginAs('demo888', 'demo1234');
    expect((await t.call(getBalance, {}, { token })).envelope.status_code).toBe(6000);
    expect((await t.call(logout, {}, { token })).envelope).toEqual({ status_code: 6000, data: null, message: '成功' });
    expect((await t.call(getBalance, {}, { token })).envelope.status_code).toBe(6001);
    expect((await t.call(logout, {}, { token })).envelope.status_code).toBe(6001);
  });

  it('leaves the member’s other sessions alone', async () => {
    const first = await t.loginAs('demo888', 'demo1234');
    const second = await t.loginAs('demo888', 'demo1234');
    await t.ok(logout, {}, { token: first });
    expect((await t.call(getBalance, {}, { token: second })).envelope.status_code).toBe(6000);
  });
});

describe('memberInfo', () => {
  it('describes the demo member with masked contact details', async () => {
    const token = await t.loginAs('demo888', 'demo1234');
    const info = await t.ok(memberInfo, { isPop: 0 }, { token });
    expect(info).toMatchObject({
      userId: '100001',
      name: 'demo888',
      realName: '张三',
      phone: '138****5678',
      email: 'de***@example.com',
      bindPhone: true,
      bindRealName: true,
      bindEmail: true,
      bindBankCard: true,
      hasSecondPassword: true,
      gender: 1,
      birthday: '1990-05-18',
      vipGrade: 2,
      securityLevel: 3,
    });
    expect(info.registerTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(info.avatar).toBe('http://localhost:80/static/avatar/3.svg');
  });

  it('shows a member without bindings as weak', async () => {
    const token = await t.loginAs('test001', 'test1234');
    const info = await t.ok(memberInfo, { isPop: 1 }, { token });
    expect(info).toMatchObject({
      phone: '',
      realName: '',
      bindPhone: false,
      bindRealName: false,
      bindBankCard: false,
      securityLevel: 1,
    });
  });
});

describe('memberJwt', () => {
  it('signs an HS256 chat token for the member with the server secret', async () => {
    // Sessions belong to their site: the chat token for brand 3 comes from a login on brand 3.
    const token = await t.loginAs('demo888', 'demo1234', { siteId: '3' });
    const { jwt } = await t.ok(memberJwt, {}, { token, siteId: '3' });
    const secret = await loadJwtSecret(t.db, null);
    const claims = verifyJwt(jwt, secret, Math.floor(Date.now() / 1000));
    expect(claims).toMatchObject({ sub: '100001', name: 'demo888', siteId: '3' });
  });
});

describe('register', () => {
  const body = (name: string) => ({
    name,
    password: md5Hex('zhao2025pw'),
    // The repeated login password, as the register form sends it.
    secondPassword: md5Hex('zhao2025pw'),
    kaptchcate: 0 as const,
    domain: 'https://www.xingyao.example.com',
    iCode: 'AG8801',
  });

  it('creates a member who can log in at once, with an empty wallet and a welcome letter', async () => {
    const { userId } = await t.ok(register, body('zhao2025'), { siteId: '2' });
    const token = await t.loginAs('zhao2025', 'zhao2025pw');
    expect(await t.ok(memberInfo, {}, { token })).toMatchObject({
      userId,
      name: 'zhao2025',
      hasSecondPassword: false,
      bindPhone: false,
    });
    expect(await t.ok(getBalance, {}, { token })).toEqual({ centerWalletBalance: 0, lockMoney: 0, totalMoney: 0 });
    expect(await t.ok(getUnreadForType, {}, { token })).toMatchObject({ notice_count: 1 });
    const rows = await t.db.query<{ site: string; code: string }>(
      'select register_site_id as site, invite_code as code from members where id = $1',
      [Number(userId)],
    );
    expect(rows[0]).toEqual({ site: '2', code: 'AG8801' });
  });

  it('starts without a withdraw password, which the member then sets on its own page', async () => {
    await t.ok(register, body('sun2025'));
    const rows = await t.db.query<{ hash: string | null }>(
      `select second_password_hash as hash from members where username = 'sun2025'`,
    );
    expect(rows).toEqual([{ hash: null }]);
    const token = await t.loginAs('sun2025', 'zhao2025pw');
    expect(await t.ok(memberInfo, {}, { token })).toMatchObject({ hasSecondPassword: false });
    await t.ok(withdrawPwdSet, { password: md5Hex('246810'), confirmPassword: md5Hex('246810') }, { token });
    expect(await t.ok(memberInfo, {}, { token })).toMatchObject({ hasSecondPassword: true });
  });

  it('clears, at login, a withdraw password that registration stored as the login password', async () => {
    // As migration 024 leaves a member registered under the old rule.
    await t.db.query(
      `insert into members (username, password_hash, second_password_hash, second_password_unchecked, register_site_id, login_protection)
       select 'old2024x', password_hash, password_hash, true, '1', false from members where username = 'demo888'`,
    );
    const token = await t.loginAs('old2024x', 'demo1234');
    expect(await t.ok(memberInfo, {}, { token })).toMatchObject({ hasSecondPassword: false });
  });

  it('refuses a repeat that differs from the password with 6007, creating nobody', async () => {
    expect((await t.call(register, { ...body('qin2025'), secondPassword: md5Hex('246810') })).envelope).toEqual({
      status_code: 6007,
      data: null,
      message: '两次输入的密码不一致',
    });
    expect(await t.db.query(`select id from members where username = 'qin2025'`)).toEqual([]);
  });

  it('refuses a taken name in any letter case with 6009', async () => {
    expect((await t.call(register, body('Demo888'))).envelope).toEqual({
      status_code: 6009,
      data: null,
      message: '该账号已被注册',
    });
  });

  it('refuses a name outside the contract with 6301 and an unknown brand with 6003', async () => {
    expect((await t.call(register, body('888demo'))).envelope.status_code).toBe(6301);
    expect((await t.call(register, body('li2025'), { siteId: '42' })).envelope.status_code).toBe(6003);
  });
});
