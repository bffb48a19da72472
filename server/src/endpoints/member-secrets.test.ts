import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindFromDeposit,
  bindPasswordByEmail,
  bindPasswordByPhone,
  DECRYPTIONS_PER_HOUR,
  memberInfo,
  sendBindCode,
  singleDataDecryption,
} from 'shared/contract';
import { testLastCode } from 'shared/contract/testing';
import { md5Hex } from 'shared/crypto';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';

const clock = createTestClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ testMode: true, captchaRequired: false, clock: clock.now });
});
afterAll(async () => {
  await t.close();
});

/** A fresh member, logged in, with the given phone and e-mail bound (each test gets its own). */
let serial = 0;
async function freshMember(
  bound: { phone?: string; email?: string; realName?: string } = {},
): Promise<{ token: string; id: number; name: string }> {
  serial += 1;
  const name = `ms${String(serial).padStart(3, '0')}x`;
  await t.db.query(
    `insert into members (username, password_hash, avatar_id, register_site_id, created_at, login_protection, phone, phone_area_code, email, real_name)
       select $1, password_hash, null, '1', $2, false, $3, '86', $4, $5 from members where username = 'profile01'`,
    [name, clock.now(), bound.phone ?? '', bound.email ?? '', bound.realName ?? ''],
  );
  const id = (await t.db.query<{ id: number }>('select id from members where username = $1', [name]))[0]?.id ?? 0;
  return { token: await t.loginAs(name, 'profile1234'), id, name };
}

async function status(
  call: Promise<{ envelope: { status_code: number; message: string } }>,
): Promise<[number, string]> {
  const { envelope } = await call;
  return [envelope.status_code, envelope.message];
}

const NEW = { password: md5Hex('fresh12345'), secondPassword: md5Hex('fresh12345') };

describe('bindPasswordByPhone / bindPasswordByEmail', () => {
  it('resets with the code sent to the bound phone, ends the other sessions and keeps this one', async () => {
    const a = await freshMember({ phone: '13922220001' });
    const other = await t.loginAs(a.name, 'profile1234');
    expect((await t.ok(sendBindCode, { purpose: 'resetPassword', cate: 0 }, { token: a.token })).resendAfter).toBe(60);
    const sent = await t.ok(testLastCode, { receiver: '13922220001' });
    expect(sent).toMatchObject({ type: 2, cate: 0 });
    expect(await t.ok(bindPasswordByPhone, { code: sent.code, ...NEW }, { token: a.token })).toEqual({
      passwordChanged: true,
      endedSessions: 1,
    });
    expect((await t.call(memberInfo, { isPop: 0 }, { token: other })).envelope.status_code).toBe(6001);
    expect((await t.call(memberInfo, { isPop: 0 }, { token: a.token })).envelope.status_code).toBe(6000);
    await expect(t.loginAs(a.name, 'fresh12345')).resolves.toEqual(expect.any(String));
    await expect(t.loginAs(a.name, 'profile1234')).rejects.toThrow(/6002/);
    // The code is used up.
    expect(
      (await t.call(bindPasswordByPhone, { code: sent.code, ...NEW }, { token: a.token })).envelope.status_code,
    ).toBe(6038);
  });

  it('resets by the bound e-mail', async () => {
    const a = await freshMember({ email: 'ms.reset@example.com' });
    await t.ok(sendBindCode, { purpose: 'resetPassword', cate: 1 }, { token: a.token });
    const sent = await t.ok(testLastCode, { receiver: 'ms.reset@example.com' });
    expect(sent).toMatchObject({ type: 2, cate: 1 });
    expect((await t.ok(bindPasswordByEmail, { code: sent.code, ...NEW }, { token: a.token })).passwordChanged).toBe(
      true,
    );
    await expect(t.loginAs(a.name, 'fresh12345')).resolves.toEqual(expect.any(String));
  });

  it('refuses a wrong code (6036, counted), a mismatched repeat (6007) and keeps the password', async () => {
    const a = await freshMember({ phone: '13922220002' });
    await t.ok(sendBindCode, { purpose: 'resetPassword', cate: 0 }, { token: a.token });
    const { code } = await t.ok(testLastCode, { receiver: '13922220002' });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await status(t.call(bindPasswordByPhone, { code: wrong, ...NEW }, { token: a.token }))).toEqual([
      6036,
      '验证码错误',
    ]);
    expect(
      await status(
        t.call(
          bindPasswordByPhone,
          { code, password: NEW.password, secondPassword: md5Hex('other12345') },
          { token: a.token },
        ),
      ),
    ).toEqual([6007, '两次输入的密码不一致']);
    await expect(t.loginAs(a.name, 'profile1234')).resolves.toEqual(expect.any(String));
  });

  it('sends only to what is bound: 6015 without a phone, 6007 without an e-mail, and a bind code never resets', async () => {
    const a = await freshMember();
    expect(
      (await t.call(sendBindCode, { purpose: 'resetPassword', cate: 0 }, { token: a.token })).envelope.status_code,
    ).toBe(6015);
    expect(await status(t.call(sendBindCode, { purpose: 'resetPassword', cate: 1 }, { token: a.token }))).toEqual([
      6007,
      '请先绑定邮箱',
    ]);
    await t.ok(
      sendBindCode,
      { purpose: 'bindPhone', cate: 0, receiver: '13922220003', areaCode: '86' },
      { token: a.token },
    );
    await t.db.query(`update members set phone = '13922220003' where id = $1`, [a.id]);
    const bindCode = (await t.ok(testLastCode, { receiver: '13922220003' })).code;
    expect(
      (await t.call(bindPasswordByPhone, { code: bindCode, ...NEW }, { token: a.token })).envelope.status_code,
    ).toBe(6038);
  });
});

describe('bindFromDeposit', () => {
  it('binds the payer name once under the real-name rules; the profile shows it', async () => {
    const a = await freshMember();
    expect(await status(t.call(bindFromDeposit, { realName: '张三1' }, { token: a.token }))).toEqual([
      6007,
      '请输入正确的名字',
    ]);
    expect(await t.ok(bindFromDeposit, { realName: ' 李四 ' }, { token: a.token })).toMatchObject({
      realName: '李四',
      bindRealName: true,
    });
    expect(await status(t.call(bindFromDeposit, { realName: '王五' }, { token: a.token }))).toEqual([
      6009,
      '资料提交后不可修改',
    ]);
    expect((await t.ok(memberInfo, { isPop: 0 }, { token: a.token })).realName).toBe('李四');
  });
});

describe('singleDataDecryption', () => {
  it("answers the caller's own plain values, records each with its trace id, and 6004 for a field never bound", async () => {
    const a = await freshMember({ phone: '13922220004', realName: '赵六' });
    await freshMember({ phone: '13922220005' });
    expect((await t.ok(memberInfo, { isPop: 0 }, { token: a.token })).phone).toBe('139****0004');
    expect(await t.ok(singleDataDecryption, { field: 'phone' }, { token: a.token, traceId: 'trace-reveal-1' })).toEqual(
      { field: 'phone', value: '13922220004' },
    );
    expect(await t.ok(singleDataDecryption, { field: 'realName' }, { token: a.token })).toEqual({
      field: 'realName',
      value: '赵六',
    });
    expect(await status(t.call(singleDataDecryption, { field: 'email' }, { token: a.token }))).toEqual([
      6004,
      '未绑定该信息',
    ]);
    const audit = await t.db.query<{ field: string; traceId: string | null }>(
      'select field, trace_id as "traceId" from data_reveals where member_id = $1 order by id',
      [a.id],
    );
    expect(audit).toEqual([
      { field: 'phone', traceId: 'trace-reveal-1' },
      { field: 'realName', traceId: null },
    ]);
  });

  it('refuses a visitor and more than the hourly limit', async () => {
    expect((await t.call(singleDataDecryption, { field: 'phone' })).envelope.status_code).toBe(6001);
    const a = await freshMember({ phone: '13922220006' });
    for (let i = 0; i < DECRYPTIONS_PER_HOUR; i += 1)
      await t.ok(singleDataDecryption, { field: 'phone' }, { token: a.token });
    expect(await status(t.call(singleDataDecryption, { field: 'phone' }, { token: a.token }))).toEqual([
      6011,
      '查看过于频繁，请稍后再试',
    ]);
    clock.advance(60 * 60 * 1000 + 1);
    expect((await t.ok(singleDataDecryption, { field: 'phone' }, { token: a.token })).value).toBe('13922220006');
  });
});
