import { bus } from 'shared/bus';
import { register } from 'shared/contract';
import { readItem } from 'shared/storage';
import { type RunCaptcha, captchaFields, sendAfterCaptcha } from '../captcha';
import { logIn, type LoginOutcome } from '../login';

export interface NewAccount {
  name: string;
  passwordHash: string;
}

/**
 * Creates the account (SPEC §4 register flow, steps 1-2): captcha (ktype 1), then the register
 * call. The invite codes were stored at start-up from the landing URL (SPEC §3) and travel only
 * when present; the domain tells the operator which site the member signed up on.
 */
export async function createAccount({ name, passwordHash }: NewAccount, runCaptcha: RunCaptcha): Promise<void> {
  const rCode = readItem('referralCode');
  const iCode = readItem('inviteCode');
  await sendAfterCaptcha(
    register,
    (captcha) => ({
      name,
      password: passwordHash,
      secondPassword: passwordHash,
      ...captchaFields(captcha),
      domain: window.location.host,
      ...(rCode ? { rCode } : {}),
      ...(iCode ? { iCode } : {}),
    }),
    { runCaptcha, request: { ktype: 1, name } },
  );
}

export type RegisterOutcome = LoginOutcome | { kind: 'login-failed'; error: unknown };

/**
 * The whole register flow: create the account, say so (注册成功), then log in automatically with
 * kaptchcate 99 (SPEC §4). The account exists once the toast shows, so a failed automatic login is
 * an outcome, not a failure: the member continues from login mode.
 */
export async function registerAndSignIn(
  account: NewAccount,
  runCaptcha: RunCaptcha,
  successMessage: string,
): Promise<RegisterOutcome> {
  await createAccount(account, runCaptcha);
  bus.emit('ui:toast', { message: successMessage, kind: 'success' });
  try {
    return await logIn({ ...account, proof: { kind: 'registered' } }, runCaptcha);
  } catch (error) {
    return { kind: 'login-failed', error };
  }
}
