import { beforeAll, describe, expect, it } from 'vitest';
import { bindOther, bindPassword, introTutorial, memberInfo } from 'shared/contract';
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
    expect(await status(t.call(bindOther, { realName: '张三' }, { token: a.token }))).toEqual([
      6009,
      '资料提交后不可修改',
    ]);
    const b = await freshMember();
    expect((await t.ok(bindOther, { realName: 'Mary·Jane' }, { token: b.token })).realName).toBe('Mary·Jane');
  });

  it.each(['张三1', '·张三', '张三·', '张··三', 'Mary张', '张 三'])(
    'refuses the real name %s with 6007 请输入正确的名字',
    async (realName) => {
      const a = await freshMember();
      expect(await status(t.call(bindOther, { realName }, { token: a.token }))).toEqual([6007, '请输入正确的名字']);
      expect((await t.ok(memberInfo, { isPop: 0 }, { token: a.token })).realName).toBe('');
    },
  );

  it('takes gender and birthday together, each once', async () => {
    const a = await freshMember();
    const info = await t.ok(bindOther, { gender: 2, birthday: '1995-03-08' }, { token: a.token });
    expect(info).toMatchObject({ gender: 2, birthday: '1995-03-08', bindRealName: false });
    expect(await status(t.call(bindOther, { gender: 1 }, { token: a.token }))).toEqual([6009, '资料提交后不可修改']);
    expect(await status(t.call(bindOther, { birthday: '1990-01-01' }, { token: a.token }))).toEqual([
      6009,
      '资料提交后不可修改',
    ]);
    // A refused call changes nothing, not even the fields that were still free.
    expect(await status(t.call(bindOther, { realName: '李四', gender: 1 }, { token: a.token }))).toEqual([
      6009,
      '资料提交后不可修改',
    ]);
    expect((await t.ok(memberInfo, { isPop: 0 }, { token: a.token })).realName).toBe('');
  });

  it('refuses under 18 on the Beijing calendar, the future and before 1900', async () => {
    const a = await freshMember();
    expect(await status(t.call(bindOther, { birthday: yearsAgo(18, 1) }, { token: a.token }))).toEqual([
      6007,
      '您的年龄未满18岁，无法进行游戏',
    ]);
    expect(await status(t.call(bindOther, { birthday: yearsAgo(-1) }, { token: a.token }))).toEqual([
      6007,
      '请选择正确的出生日期',
    ]);
    expect(await status(t.call(bindOther, { birthday: '1899-12-31' }, { token: a.token }))).toEqual([
      6007,
      '请选择正确的出生日期',
    ]);
    expect(await status(t.call(bindOther, { birthday: '1990-02-30' }, { token: a.token }))).toEqual([
      6007,
      '请选择正确的出生日期',
    ]);
    expect((await t.ok(bindOther, { birthday: yearsAgo(18) }, { token: a.token })).birthday).toBe(yearsAgo(18));
  });
});

describe('bindPassword', () => {
  it('ends every other session, keeps the current one and takes the new password', async () => {
    const a = await freshMember();
    const other = await t.loginAs(a.name, 'profile1234');
    const result = await t.ok(
      bindPassword,
      { oldPassword: md5Hex('profile1234'), password: md5Hex('newpass123'), confirmPassword: md5Hex('newpass123') },
      { token: a.token },
    );
    expect(result).toEqual({ passwordChanged: true, endedSessions: 1 });
    expect((await t.call(memberInfo, { isPop: 0 }, { token: other })).envelope.status_code).toBe(6001);
    expect((await t.call(memberInfo, { isPop: 0 }, { token: a.token })).envelope.status_code).toBe(6000);
    await expect(t.loginAs(a.name, 'newpass123')).resolves.toEqual(expect.any(String));
    await expect(t.loginAs(a.name, 'profile1234')).rejects.toThrow(/6002/);
  });

  it('refuses a wrong old password (6100), the same password and a mismatched repeat (6007)', async () => {
    const a = await freshMember();
    expect(
      await status(
        t.call(
          bindPassword,
          { oldPassword: md5Hex('wrong1234'), password: md5Hex('newpass123'), confirmPassword: md5Hex('newpass123') },
          { token: a.token },
        ),
      ),
    ).toEqual([6100, '原密码错误，还可尝试4次']);
    expect(
      await status(
        t.call(
          bindPassword,
          {
            oldPassword: md5Hex('profile1234'),
            password: md5Hex('profile1234'),
            confirmPassword: md5Hex('profile1234'),
          },
          { token: a.token },
        ),
      ),
    ).toEqual([6007, '新密码不能与原密码相同']);
    expect(
      await status(
        t.call(
          bindPassword,
          { oldPassword: md5Hex('profile1234'), password: md5Hex('newpass123'), confirmPassword: md5Hex('newpass124') },
          { token: a.token },
        ),
      ),
    ).toEqual([6007, '两次输入的密码不一致']);
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
    expect(await t.ok(memberInfo, { isPop: 0 }, { token: one })).toMatchObject({
      bindPhone: false,
      bindRealName: false,
      bindEmail: false,
      gender: 0,
      birthday: '',
      avatar: '',
    });
    const balance = await t.db.query<{ fen: string }>(
      `select w.balance_fen::text as fen from wallets w join members m on m.id = w.member_id where m.username = 'profile01'`,
    );
    expect(balance[0]?.fen).toBe('100000');
    const two = await t.loginAs('profile02', 'profile1234');
    expect(await t.ok(memberInfo, { isPop: 0 }, { token: two })).toMatchObject({
      bindPhone: true,
      phone: '136****0002',
    });
  });
});
