import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  // Limits small enough to reach in a test (MEMBER_MAX_DEVICES, RISKY_LOGIN_MEMBERS_PER_ADDRESS).
  t = await createTestApp({
    captchaRequired: false,
    loginLimits: { devicesPerMember: 2, membersPerAddressPerHour: 3 },
  });
});
afterAll(async () => {
  await t.close();
});

const attempt = (name: string, password: string, where: { visitorId?: string; remoteAddress?: string }) =>
  t.call(login, { isAgent: 0, name, password: md5Hex(password), kaptchcate: 0 }, where);

describe('devices per member (6039)', () => {
  it('refuses a third browser within 30 days, while the two known ones still log in', async () => {
    await t.db.query(
      `delete from member_devices where member_id = (select id from members where username = 'test001')`,
    );
    expect((await attempt('test001', 'test1234', { visitorId: 'browser-a-0001' })).envelope.status_code).toBe(6000);
    expect((await attempt('test001', 'test1234', { visitorId: 'browser-b-0001' })).envelope.status_code).toBe(6000);
    expect((await attempt('test001', 'test1234', { visitorId: 'browser-c-0001' })).envelope).toEqual({
      status_code: 6039,
      data: null,
      message: '登录设备过多，请在常用设备上登录或联系客服',
    });
    expect((await attempt('test001', 'test1234', { visitorId: 'browser-a-0001' })).envelope.status_code).toBe(6000);
    // A browser not seen for 30 days no longer counts.
    await t.db.query(
      `update member_devices set last_seen_at = now() - interval '31 days' where visitor_id = 'browser-b-0001'`,
    );
    expect((await attempt('test001', 'test1234', { visitorId: 'browser-c-0001' })).envelope.status_code).toBe(6000);
  });
});

describe('members per address (6029)', () => {
  it('sends a protected member into the new-device check once many members logged in from the address', async () => {
    const address = '198.51.100.77';
    for (const [name, password] of [
      ['demo888', 'demo1234'],
      ['casino02', 'casino1234'],
      ['test001', 'test1234'],
    ] as const) {
      await t.db.query(`delete from member_devices where member_id = (select id from members where username = $1)`, [
        name,
      ]);
      expect(
        (await attempt(name, password, { remoteAddress: address, visitorId: `crowd-${name}` })).envelope.status_code,
      ).toBe(6000);
    }
    const risky = await attempt('safe001', 'safe1234', { remoteAddress: address });
    expect(risky.envelope).toMatchObject({
      status_code: 6029,
      message: '本次登录存在风险，请验证身份',
      data: { phoneNumber: expect.stringContaining('*') },
    });
  });
});
