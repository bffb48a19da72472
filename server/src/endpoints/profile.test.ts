import { beforeAll, describe, expect, it } from 'vitest';
import {
  bindEmail,
  bindOther,
  bindPassword,
  bindPhone,
  introTutorial,
  memberInfo,
  sendBindCode,
  withdrawPwdSendCode,
} from 'shared/contract';
import { testLastCode } from 'shared/contract/testing';
import { md5Hex } from 'shared/crypto';
import { status } from '../testing/call-status';
import { startProfileTestApp } from '../testing/profile-test-app';
import type { TestApp } from '../testing/test-app';

const profile = startProfileTestApp();
const { clock } = profile;
let t: TestApp;

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(() => {
  t = profile.app();
});
const { freshMember } = profile;

/** A Beijing calendar day `years` years before today, give or take `days`. */
function yearsAgo(years: number, days = 0): string {
  const beijing = new Date(clock.now().getTime() + 8 * 60 * 60 * 1000 + days * DAY_MS);
  return `${beijing.getUTCFullYear() - years}-${String(beijing.getUTCMonth() + 1).padStart(2, '0')}-${String(beijing.getUTCDate()).padStart(2, '0')}`;
}

describe('bindOther', () => {
  it('accepts a Chinese or a Latin real name with middle dots, once', async () => {
    const a = await freshMember();
    const info = await t.ok(bindOther, { realName: '买买提·艾力' }, { token: a.token });
    expect(info).toMatchObject({ realName: '买买提·艾力', bindRealName: true });
    expect(await status(t.call(bindOther, { realName: '张三' }, { token: a.token }))).toEqual([6009, '资料提交后不可修改']);
    const b = await freshMember();
    expect((await t.ok(bindOther, { realName: 'Mary·Jane' }, { token: b.token })).realName).toBe('Mary·Jane');
  });

  it.each(['张三1', '·张三', '张三·', '张··三', 'Mary张', '张 三'])('refuses the real name %s with 6007 请输入正确的名字', async (realName) => {
    const a = await freshMember();
    expect(await status(t.call(bindOther, { realName }, { token: a.token }))).toEqual([6007, '请输入正确的名字']);
    expect((await t.ok(memberInfo, { isPop: 0 }, { token: a.token })).realName).toBe('');
  });

  it('takes gender and birthday together, each once', async () => {
    const a = await freshMember();
    const info = await t.ok(bindOther, { gender: 2, birthday: '1995-03-08' }, { token: a.token });
    expect(info).toMatchObject({ gender: 2, birthday: '1995-03-08', bindRealName: false });
    expect(await status(t.call(bindOther, { gender: 1 }, { token: a.token }))).toEqual([6009, '资料提交后不可修改']);
    expect(await status(t.call(bindOther, { birthday: '1990-01-01' }, { token: a.token }))).toEqual([6009, '资料提交后不可修改']);
    // A refused call changes nothing, not even the fields that were still free.
    expect(await status(t.call(bindOther, { realName: '李四', gender: 1 }, { token: a.token }))).toEqual([6009, '资料提交后不可修改']);
    expect((await t.ok(memberInfo, { isPop: 0 }, { token: a.token })).realName).toBe('');
  });

  it('refuses under 18 on the Beijing calendar, the future and before 1900', async () => {
    const a = await freshMember();
    expect(await status(t.call(bindOther, { birthday: yearsAgo(18, 1) }, { token: a.token }))).toEqual([6007, '您的年龄未满18岁，无法进行游戏']);
    expect(await status(t.call(bindOther, { birthday: yearsAgo(-1) }, { token: a.token }))).toEqual([6007, '请选择正确的出生日期']);
    expect(await status(t.call(bindOther, { birthday: '1899-12-31' }, { token: a.token }))).toEqual([6007, '请选择正确的出生日期']);
    expect(await status(t.call(bindOther, { birthday: '1990-02-30' }, { token: a.token }))).toEqual([6007, '请选择正确的出生日期']);
    expect((await t.ok(bindOther, { birthday: yearsAgo(18) }, { token: a.token })).birthday).toBe(yearsAgo(18));
  });
});

describe('phone and e-mail binding', () => {
  it('binds a phone with the code sent to it, and changes it the same way', async () => {
    const a = await freshMember();
    clock.advance(61_000);
    const sent = await t.ok(sendBindCode, { purpose: 'bindPhone', cate: 0, receiver: '13911110001', areaCode: '86' }, { token: a.token });
    expect(sent.resendAfter).toBe(60);
    const code = await t.ok(testLastCode, { receiver: '13911110001' });
    expect(code).toMatchObject({ type: 5, cate: 0 });
    const info = await t.ok(bindPhone, { areaCode: '86', phone: '13911110001', code: code.code }, { token: a.token });
    expect(info).toMatchObject({ bindPhone: true, phone: '139****0001' });
    // The code is used up.
    expect(await status(t.call(bindPhone, { areaCode: '86', phone: '13911110001', code: code.code }, { token: a.token }))).toEqual([6038, '验证码已过期，请重新获取']);

    await t.ok(sendBindCode, { purpose: 'bindPhone', cate: 0, receiver: '91234567', areaCode: '852' }, { token: a.token });
    const changed = await t.ok(bindPhone, { areaCode: '852', phone: '91234567', code: (await t.ok(testLastCode, { receiver: '91234567' })).code }, { token: a.token });
    expect(changed.phone).toBe('912****4567');
    const rows = await t.db.query<{ phone: string; area: string }>('select phone, phone_area_code as area from members where id = $1', [a.id]);
    expect(rows[0]).toEqual({ phone: '91234567', area: '852' });
  });

  it('lets a member ask for another purpose\'s code right after binding the phone; the wait names the purpose', async () => {
    const a = await freshMember();
    clock.advance(61_000);
    await t.ok(sendBindCode, { purpose: 'bindPhone', cate: 0, receiver: '13911110009', areaCode: '86' }, { token: a.token });
    const code = await t.ok(testLastCode, { receiver: '13911110009' });
    await t.ok(bindPhone, { areaCode: '86', phone: '13911110009', code: code.code }, { token: a.token });
    clock.advance(5_000);
    const reset = await t.ok(withdrawPwdSendCode, {}, { token: a.token });
    expect(reset.resendAfter).toBe(60);
    expect(await t.ok(testLastCode, { receiver: '13911110009' })).toMatchObject({ type: 4 });
    // The clock runs in real time between calls, so the seconds left are matched loosely.
    const [bindCode, bindWait] = await status(t.call(sendBindCode, { purpose: 'bindPhone', cate: 0, receiver: '13911110009', areaCode: '86' }, { token: a.token }));
    expect(bindCode).toBe(6066);
    expect(bindWait).toMatch(/^绑定手机验证码已发送，请5[0-5]秒后再试$/);
    const [resetCode, resetWait] = await status(t.call(withdrawPwdSendCode, {}, { token: a.token }));
    expect(resetCode).toBe(6066);
    expect(resetWait).toMatch(/^重置提款密码验证码已发送，请(60|5\d)秒后再试$/);
  });

  it('answers 6066 with resendAfter within a minute, and checks numbers against the area', async () => {
    const a = await freshMember();
    clock.advance(61_000);
    await t.ok(sendBindCode, { purpose: 'bindPhone', cate: 0, receiver: '13911110002', areaCode: '86' }, { token: a.token });
    clock.advance(20_000);
    const again = await t.call(sendBindCode, { purpose: 'bindPhone', cate: 0, receiver: '13911110002', areaCode: '86' }, { token: a.token });
    expect(again.envelope).toMatchObject({ status_code: 6066, data: { resendAfter: 40 } });
    expect(await status(t.call(sendBindCode, { purpose: 'bindPhone', cate: 0, receiver: '12911110002', areaCode: '86' }, { token: a.token }))).toEqual([6007, '请输入正确的手机号码']);
    expect(await status(t.call(sendBindCode, { purpose: 'bindPhone', cate: 0, receiver: '13911110002', areaCode: '852' }, { token: a.token }))).toEqual([6007, '请输入正确的手机号码']);
    expect(await status(t.call(sendBindCode, { purpose: 'bindEmail', cate: 1, receiver: 'not-an-address', areaCode: '86' }, { token: a.token }))).toEqual([6007, '请输入正确的邮箱地址']);
    expect((await t.call(sendBindCode, { purpose: 'bindEmail', cate: 0, receiver: '13911110002', areaCode: '86' }, { token: a.token })).envelope.status_code).toBe(6007);
  });

  it('answers 6036 to a wrong code, 6037 after too many and 6038 once expired', async () => {
    const a = await freshMember();
    clock.advance(61_000);
    await t.ok(sendBindCode, { purpose: 'bindEmail', cate: 1, receiver: 'Wrong.Code@Example.com', areaCode: '86' }, { token: a.token });
    const right = (await t.ok(testLastCode, { receiver: 'wrong.code@example.com' })).code;
    const wrong = right === '000000' ? '111111' : '000000';
    expect(await status(t.call(bindEmail, { email: 'wrong.code@example.com', code: wrong }, { token: a.token }))).toEqual([6036, '验证码错误']);
    for (let i = 0; i < 4; i += 1) await t.call(bindEmail, { email: 'wrong.code@example.com', code: wrong }, { token: a.token });
    expect((await t.call(bindEmail, { email: 'wrong.code@example.com', code: right }, { token: a.token })).envelope.status_code).toBe(6037);

    clock.advance(61_000);
    await t.ok(sendBindCode, { purpose: 'bindEmail', cate: 1, receiver: 'late@example.com', areaCode: '86' }, { token: a.token });
    const late = (await t.ok(testLastCode, { receiver: 'late@example.com' })).code;
    clock.advance(10 * 60 * 1000);
    expect(await status(t.call(bindEmail, { email: 'late@example.com', code: late }, { token: a.token }))).toEqual([6038, '验证码已过期，请重新获取']);
    expect((await t.ok(memberInfo, { isPop: 0 }, { token: a.token })).bindEmail).toBe(false);
  });

  it('binds an e-mail, and never a code sent to one address for another, nor for another member', async () => {
    const [a, b] = [await freshMember(), await freshMember()];
    clock.advance(61_000);
    await t.ok(sendBindCode, { purpose: 'bindEmail', cate: 1, receiver: 'first@example.com', areaCode: '86' }, { token: a.token });
    const code = (await t.ok(testLastCode, { receiver: 'first@example.com' })).code;
    expect((await t.call(bindEmail, { email: 'second@example.com', code }, { token: a.token })).envelope.status_code).toBe(6038);
    expect((await t.call(bindEmail, { email: 'first@example.com', code }, { token: b.token })).envelope.status_code).toBe(6038);
    expect(await t.ok(bindEmail, { email: 'first@example.com', code }, { token: a.token })).toMatchObject({ bindEmail: true, email: 'fi***@example.com' });
  });

  it('refuses a phone or an e-mail bound to another member with 6009', async () => {
    const a = await freshMember();
    clock.advance(61_000);
    // profile02 has 13622220002; demo888 has demo888@example.com.
    expect(await status(t.call(sendBindCode, { purpose: 'bindPhone', cate: 0, receiver: '13622220002', areaCode: '86' }, { token: a.token }))).toEqual([6009, '该手机号已被绑定']);
    expect(await status(t.call(sendBindCode, { purpose: 'bindEmail', cate: 1, receiver: 'DEMO888@example.com', areaCode: '86' }, { token: a.token }))).toEqual([6009, '该邮箱已被绑定']);
    // Bound by someone else between the code and the binding.
    const b = await freshMember();
    await t.ok(sendBindCode, { purpose: 'bindPhone', cate: 0, receiver: '13911110003', areaCode: '86' }, { token: a.token });
    const code = (await t.ok(testLastCode, { receiver: '13911110003' })).code;
    await t.db.query(`update members set phone = '13911110003' where id = $1`, [b.id]);
    expect(await status(t.call(bindPhone, { areaCode: '86', phone: '13911110003', code }, { token: a.token }))).toEqual([6009, '该手机号已被绑定']);
  });
});

describe('bindPassword', () => {
  it('ends every other session, keeps the current one and takes the new password', async () => {
    const a = await freshMember();
    const other = await t.loginAs(a.name, 'profile1234');
    const result = await t.ok(bindPassword, { oldPassword: md5Hex('profile1234'), password: md5Hex('newpass123'), confirmPassword: md5Hex('newpass123') }, { token: a.token });
    expect(result).toEqual({ passwordChanged: true, endedSessions: 1 });
    expect((await t.call(memberInfo, { isPop: 0 }, { token: other })).envelope.status_code).toBe(6001);
    expect((await t.call(memberInfo, { isPop: 0 }, { token: a.token })).envelope.status_code).toBe(6000);
    await expect(t.loginAs(a.name, 'newpass123')).resolves.toEqual(expect.any(String));
    await expect(t.loginAs(a.name, 'profile1234')).rejects.toThrow(/6002/);
  });

  it('refuses a wrong old password (6100), the same password and a mismatched repeat (6007)', async () => {
    const a = await freshMember();
    expect(await status(t.call(bindPassword, { oldPassword: md5Hex('wrong1234'), password: md5Hex('newpass123'), confirmPassword: md5Hex('newpass123') }, { token: a.token }))).toEqual([6100, '原密码错误，还可尝试4次']);
    expect(await status(t.call(bindPassword, { oldPassword: md5Hex('profile1234'), password: md5Hex('profile1234'), confirmPassword: md5Hex('profile1234') }, { token: a.token }))).toEqual([
      6007,
      '新密码不能与原密码相同',
    ]);
    expect(await status(t.call(bindPassword, { oldPassword: md5Hex('profile1234'), password: md5Hex('newpass123'), confirmPassword: md5Hex('newpass124') }, { token: a.token }))).toEqual([
      6007,
      '两次输入的密码不一致',
    ]);
    await expect(t.loginAs(a.name, 'profile1234')).resolves.toEqual(expect.any(String));
  });
});

describe('introTutorial', () => {
  it('has the six sections of the guide with 3-5 steps each', async () => {
    const { sections } = await t.ok(introTutorial, {});
    expect(sections.map((s) => s.title)).toEqual(['注册与登录', '存款', '额度转换', '投注体育', '进入游戏', '取款']);
    for (const section of sections) {
      expect(section.steps.length).toBeGreaterThanOrEqual(3);
      expect(section.steps.length).toBeLessThanOrEqual(5);
    }
  });
});

describe('seeded profile members', () => {
  it('has profile01 with nothing bound and 1,000.00, profile02 with a phone', async () => {
    const one = await t.loginAs('profile01', 'profile1234');
    expect(await t.ok(memberInfo, { isPop: 0 }, { token: one })).toMatchObject({ bindPhone: false, bindRealName: false, bindEmail: false, gender: 0, birthday: '', avatar: '' });
    const balance = await t.db.query<{ fen: string }>(`select w.balance_fen::text as fen from wallets w join members m on m.id = w.member_id where m.username = 'profile01'`);
    expect(balance[0]?.fen).toBe('100000');
    const two = await t.loginAs('profile02', 'profile1234');
    expect(await t.ok(memberInfo, { isPop: 0 }, { token: two })).toMatchObject({ bindPhone: true, phone: '136****0002' });
  });
});
