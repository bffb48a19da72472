import { beforeAll, describe, expect, it } from 'vitest';
import { bindEmail, bindPhone, memberInfo, sendBindCode, withdrawPwdSendCode } from 'shared/contract';
import { testLastCode } from 'shared/contract/testing';
import { status } from '../testing/call-status';
import { startProfileTestApp } from '../testing/profile-test-app';
import type { TestApp } from '../testing/test-app';

const profile = startProfileTestApp();
const { clock } = profile;
let t: TestApp;

beforeAll(() => {
  t = profile.app();
});
const { freshMember } = profile;

describe('phone and e-mail binding', () => {
  it('binds a phone with the code sent to it, and changes it the same way', async () => {
    const a = await freshMember();
    clock.advance(61_000);
    const sent = await t.ok(
      sendBindCode,
      { purpose: 'bindPhone', cate: 0, receiver: '13911110001', areaCode: '86' },
      { token: a.token },
    );
    expect(sent.resendAfter).toBe(60);
    const code = await t.ok(testLastCode, { receiver: '13911110001' });
    expect(code).toMatchObject({ type: 5, cate: 0 });
    const info = await t.ok(bindPhone, { areaCode: '86', phone: '13911110001', code: code.code }, { token: a.token });
    expect(info).toMatchObject({ bindPhone: true, phone: '139****0001' });
    // The code is used up.
    expect(
      await status(t.call(bindPhone, { areaCode: '86', phone: '13911110001', code: code.code }, { token: a.token })),
    ).toEqual([6038, '验证码已过期，请重新获取']);

    await t.ok(
      sendBindCode,
      { purpose: 'bindPhone', cate: 0, receiver: '91234567', areaCode: '852' },
      { token: a.token },
    );
    const changed = await t.ok(
      bindPhone,
      { areaCode: '852', phone: '91234567', code: (await t.ok(testLastCode, { receiver: '91234567' })).code },
      { token: a.token },
    );
    expect(changed.phone).toBe('912****4567');
    const rows = await t.db.query<{ phone: string; area: string }>(
      'select phone, phone_area_code as area from members where id = $1',
      [a.id],
    );
    expect(rows[0]).toEqual({ phone: '91234567', area: '852' });
  });

  it("lets a member ask for another purpose's code right after binding the phone; the wait names the purpose", async () => {
    const a = await freshMember();
    clock.advance(61_000);
    await t.ok(
      sendBindCode,
      { purpose: 'bindPhone', cate: 0, receiver: '13911110009', areaCode: '86' },
      { token: a.token },
    );
    const code = await t.ok(testLastCode, { receiver: '13911110009' });
    await t.ok(bindPhone, { areaCode: '86', phone: '13911110009', code: code.code }, { token: a.token });
    clock.advance(5_000);
    const reset = await t.ok(withdrawPwdSendCode, {}, { token: a.token });
    expect(reset.resendAfter).toBe(60);
    expect(await t.ok(testLastCode, { receiver: '13911110009' })).toMatchObject({ type: 4 });
    // The clock runs in real time between calls, so the seconds left are matched loosely.
    const [bindCode, bindWait] = await status(
      t.call(
        sendBindCode,
        { purpose: 'bindPhone', cate: 0, receiver: '13911110009', areaCode: '86' },
        { token: a.token },
      ),
    );
    expect(bindCode).toBe(6066);
    expect(bindWait).toMatch(/^绑定手机验证码已发送，请5[0-5]秒后再试$/);
    const [resetCode, resetWait] = await status(t.call(withdrawPwdSendCode, {}, { token: a.token }));
    expect(resetCode).toBe(6066);
    expect(resetWait).toMatch(/^重置提款密码验证码已发送，请(60|5\d)秒后再试$/);
  });

  it('answers 6066 with resendAfter within a minute, and checks numbers against the area', async () => {
    const a = await freshMember();
    clock.advance(61_000);
    await t.ok(
      sendBindCode,
      { purpose: 'bindPhone', cate: 0, receiver: '13911110002', areaCode: '86' },
      { token: a.token },
    );
    clock.advance(20_000);
    const again = await t.call(
      sendBindCode,
      { purpose: 'bindPhone', cate: 0, receiver: '13911110002', areaCode: '86' },
      { token: a.token },
    );
    expect(again.envelope).toMatchObject({ status_code: 6066, data: { resendAfter: 40 } });
    expect(
      await status(
        t.call(
          sendBindCode,
          { purpose: 'bindPhone', cate: 0, receiver: '12911110002', areaCode: '86' },
          { token: a.token },
        ),
      ),
    ).toEqual([6007, '请输入正确的手机号码']);
    expect(
      await status(
        t.call(
          sendBindCode,
          { purpose: 'bindPhone', cate: 0, receiver: '13911110002', areaCode: '852' },
          { token: a.token },
        ),
      ),
    ).toEqual([6007, '请输入正确的手机号码']);
    expect(
      await status(
        t.call(
          sendBindCode,
          { purpose: 'bindEmail', cate: 1, receiver: 'not-an-address', areaCode: '86' },
          { token: a.token },
        ),
      ),
    ).toEqual([6007, '请输入正确的邮箱地址']);
    expect(
      (
        await t.call(
          sendBindCode,
          { purpose: 'bindEmail', cate: 0, receiver: '13911110002', areaCode: '86' },
          { token: a.token },
        )
      ).envelope.status_code,
    ).toBe(6007);
  });

  it('answers 6036 to a wrong code, 6037 after too many and 6038 once expired', async () => {
    const a = await freshMember();
    clock.advance(61_000);
    await t.ok(
      sendBindCode,
      { purpose: 'bindEmail', cate: 1, receiver: 'Wrong.Code@Example.com', areaCode: '86' },
      { token: a.token },
    );
    const right = (await t.ok(testLastCode, { receiver: 'wrong.code@example.com' })).code;
    const wrong = right === '000000' ? '111111' : '000000';
    expect(
      await status(t.call(bindEmail, { email: 'wrong.code@example.com', code: wrong }, { token: a.token })),
    ).toEqual([6036, '验证码错误']);
    for (let i = 0; i < 4; i += 1)
      await t.call(bindEmail, { email: 'wrong.code@example.com', code: wrong }, { token: a.token });
    expect(
      (await t.call(bindEmail, { email: 'wrong.code@example.com', code: right }, { token: a.token })).envelope
        .status_code,
    ).toBe(6037);

    clock.advance(61_000);
    await t.ok(
      sendBindCode,
      { purpose: 'bindEmail', cate: 1, receiver: 'late@example.com', areaCode: '86' },
      { token: a.token },
    );
    const late = (await t.ok(testLastCode, { receiver: 'late@example.com' })).code;
    clock.advance(10 * 60 * 1000);
    expect(await status(t.call(bindEmail, { email: 'late@example.com', code: late }, { token: a.token }))).toEqual([
      6038,
      '验证码已过期，请重新获取',
    ]);
    expect((await t.ok(memberInfo, { isPop: 0 }, { token: a.token })).bindEmail).toBe(false);
  });

  it('binds an e-mail, and never a code sent to one address for another, nor for another member', async () => {
    const [a, b] = [await freshMember(), await freshMember()];
    clock.advance(61_000);
    await t.ok(
      sendBindCode,
      { purpose: 'bindEmail', cate: 1, receiver: 'first@example.com', areaCode: '86' },
      { token: a.token },
    );
    const code = (await t.ok(testLastCode, { receiver: 'first@example.com' })).code;
    expect(
      (await t.call(bindEmail, { email: 'second@example.com', code }, { token: a.token })).envelope.status_code,
    ).toBe(6038);
    expect(
      (await t.call(bindEmail, { email: 'first@example.com', code }, { token: b.token })).envelope.status_code,
    ).toBe(6038);
    expect(await t.ok(bindEmail, { email: 'first@example.com', code }, { token: a.token })).toMatchObject({
      bindEmail: true,
      email: 'fi***@example.com',
    });
  });

  it('refuses a phone or an e-mail bound to another member with 6009', async () => {
    const a = await freshMember();
    clock.advance(61_000);
    // profile02 has 13622220002; demo888 has demo888@example.com.
    expect(
      await status(
        t.call(
          sendBindCode,
          { purpose: 'bindPhone', cate: 0, receiver: '13622220002', areaCode: '86' },
          { token: a.token },
        ),
      ),
    ).toEqual([6009, '该手机号已被绑定']);
    expect(
      await status(
        t.call(
          sendBindCode,
          { purpose: 'bindEmail', cate: 1, receiver: 'DEMO888@example.com', areaCode: '86' },
          { token: a.token },
        ),
      ),
    ).toEqual([6009, '该邮箱已被绑定']);
    // Bound by someone else between the code and the binding.
    const b = await freshMember();
    await t.ok(
      sendBindCode,
      { purpose: 'bindPhone', cate: 0, receiver: '13911110003', areaCode: '86' },
      { token: a.token },
    );
    const code = (await t.ok(testLastCode, { receiver: '13911110003' })).code;
    await t.db.query(`update members set phone = '13911110003' where id = $1`, [b.id]);
    expect(await status(t.call(bindPhone, { areaCode: '86', phone: '13911110003', code }, { token: a.token }))).toEqual(
      [6009, '该手机号已被绑定'],
    );
  });
});
