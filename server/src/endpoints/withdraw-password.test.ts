import { beforeAll, describe, expect, it } from 'vitest';
import { withdrawInfo, withdrawPwdReset, withdrawPwdSendCode, withdrawPwdSet } from 'shared/contract';
import { testLastCode } from 'shared/contract/testing';
import { md5Hex } from 'shared/crypto';
import { status as code } from '../testing/call-status';
import { startPayoutTestApp } from '../testing/payout-test-app';
import type { TestApp } from '../testing/test-app';

const payout = startPayoutTestApp();
const { clock } = payout;
let t: TestApp;
let demo: string;
let plain: string;

beforeAll(() => {
  ({ t, demo, plain } = payout.session());
});

const PASSWORD = md5Hex('135790');

describe('withdraw password', () => {
  it('is set once, twice the same, and reset by a code sent to the bound phone', async () => {
    expect(
      await code(t.call(withdrawPwdSet, { password: PASSWORD, confirmPassword: PASSWORD }, { token: demo })),
    ).toEqual([6009, '提款密码已设置，如需修改请通过手机验证码重置']);
    expect((await t.ok(withdrawInfo, {}, { token: plain })).passwordSet).toBe(false);
    expect(
      await code(
        t.call(withdrawPwdSet, { password: md5Hex('111111'), confirmPassword: md5Hex('222222') }, { token: plain }),
      ),
    ).toEqual([6007, '两次输入的提款密码不一致']);
    await t.ok(withdrawPwdSet, { password: md5Hex('111111'), confirmPassword: md5Hex('111111') }, { token: plain });
    expect((await t.ok(withdrawInfo, {}, { token: plain })).passwordSet).toBe(true);
    // No bound phone, no reset code.
    expect((await t.call(withdrawPwdSendCode, {}, { token: plain })).envelope.status_code).toBe(6015);

    expect(await t.ok(withdrawPwdSendCode, {}, { token: demo })).toEqual({
      resendAfter: 60,
      phoneMasked: '138****5678',
    });
    const sent = await t.ok(testLastCode, { receiver: '13812345678' });
    expect(sent.type).toBe(4);
    const wrong = sent.code === '000000' ? '111111' : '000000';
    const newPassword = md5Hex('246810');
    expect(
      (
        await t.call(
          withdrawPwdReset,
          { code: wrong, password: newPassword, confirmPassword: newPassword },
          { token: demo },
        )
      ).envelope.status_code,
    ).toBe(6036);
    await t.ok(
      withdrawPwdReset,
      { code: sent.code, password: newPassword, confirmPassword: newPassword },
      { token: demo },
    );
    // The code is used up.
    expect(
      (
        await t.call(
          withdrawPwdReset,
          { code: sent.code, password: PASSWORD, confirmPassword: PASSWORD },
          { token: demo },
        )
      ).envelope.status_code,
    ).toBe(6038);
    // Back to the seeded one for the withdrawals below.
    clock.advance(61_000);
    await t.ok(withdrawPwdSendCode, {}, { token: demo });
    await t.ok(
      withdrawPwdReset,
      {
        code: (await t.ok(testLastCode, { receiver: '13812345678' })).code,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
      { token: demo },
    );
  });
});
