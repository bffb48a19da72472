import type { z } from 'zod';
import { ResponseCode, type loginRequestSchema } from 'shared/contract';
import { passCaptcha, type CaptchaDemand } from '../captcha/captcha-gate';
import { captchaNeeded } from '../captcha/captcha-kind';
import { captchaPolicy } from '../captcha/captcha-policy';
import { CODE_EXPIRED, checkCode, redeemCode } from '../codes/code-store';
import { normaliseReceiver } from '../codes/receiver';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { checkCredentials } from '../members/credentials';
import { findDevice, touchDevice } from '../members/devices';
import { crowdedAddress, DEFAULT_LOGIN_LIMITS, refuseTooManyDevices, type LoginLimits } from '../members/login-limits';
import { loginRisk } from '../members/login-risk';
import { maskPhone } from '../members/mask';
import { findMemberByName } from '../members/member-contact';
import { recordLogin } from '../members/members';
import { forgetRegistrationSecondPassword } from '../members/registration-second-password';
import { redeemAutoLogin } from './auto-login';
import { admitLogin, recordLoginOutcome } from './login-attempts';
import { createSession } from './sessions';
import { refuseExcludedLogin } from '../protection/exclusions';

export type LoginInput = z.output<typeof loginRequestSchema>;

export interface LoginDeps {
  db: Database;
  /** HMAC key of the stored verification codes. */
  authSecret: string;
  captchaRequired: boolean;
  loginAttemptsPerMinute: number;
  /** Devices per member (6039) and members per address (6029); DEFAULT_LOGIN_LIMITS unless told. */
  loginLimits?: LoginLimits;
}

/**
 * The login call (SPEC §4 login flow) on a known brand: rate limit, captcha, password, risk rules,
 * session. Every call
 * past the rate limit is recorded with the code it ended with; wrong passwords (6002) among them
 * raise the captcha policy to the slider.
 */
/** Who is logging in, from where and when: the parts of an API call a login reads. */
export interface LoginCall {
  ip: string;
  siteId: string;
  visitorId: string;
  now: Date;
}

export async function logIn(
  deps: LoginDeps,
  input: LoginInput,
  ctx: LoginCall,
): Promise<{ token: string; userId: string }> {
  const admission = await admitLogin(deps.db, input.name, ctx.ip, deps.loginAttemptsPerMinute, ctx.now);
  let status: number = ResponseCode.SERVER_ERROR;
  try {
    const session = await attemptLogin(deps, input, ctx, admission.nameLimited);
    status = ResponseCode.SUCCESS;
    return session;
  } catch (error) {
    if (error instanceof DomainError) status = error.code;
    throw error;
  } finally {
    await recordLoginOutcome(deps.db, admission.attemptId, status);
  }
}

async function attemptLogin(
  deps: LoginDeps,
  input: LoginInput,
  ctx: LoginCall,
  nameLimited: boolean,
): Promise<{ token: string; userId: string }> {
  const { db } = deps;
  // Past the per-name limit a captcha is required whatever CAPTCHA_REQUIRED says, and no way round it
  // (auto login, device code) is open: guessing costs a solved captcha each time, the owner still gets in.
  const demand: CaptchaDemand = {
    kind: await captchaPolicy(db, 4, input.name, ctx.now),
    enforced: deps.captchaRequired || nameLimited,
  };
  const deviceCode = input.sendCodeNum?.trim() ?? '';
  if (nameLimited && input.kaptchcate !== 1 && input.kaptchcate !== 2) throw captchaNeeded(demand.kind);

  // kaptchcate 99 waits for the member (its grant is per member); a login that repeats with the
  // new-device code needs no captcha: the code, sent to the member's phone, is the stronger proof.
  if (input.kaptchcate === 1 || input.kaptchcate === 2 || (input.kaptchcate === 0 && deviceCode === '')) {
    await passCaptcha(db, { kaptchcate: input.kaptchcate, codeId: input.codeId, code: input.code }, demand, ctx.now);
  }
  // The code is checked before the password, so a login that skipped the captcha this way cannot be
  // used to try passwords: without the code (on the owner's phone) it stops here.
  const pendingCode = deviceCode === '' ? null : await checkDeviceCode(deps, input.name, deviceCode, ctx.now);

  const member = await checkCredentials(db, input.name, input.password);
  if (member === null) throw new DomainError(ResponseCode.INVALID_CREDENTIALS);
  if (member.status === 'frozen') throw new DomainError(ResponseCode.CONTACT_CUSTOMER_SERVICE);
  await refuseExcludedLogin(db, member.id, ctx.now);

  if (input.kaptchcate === 99 && pendingCode === null) {
    const granted = await redeemAutoLogin(db, member.id, ctx.visitorId, ctx.now);
    // No grant (too late, used, another browser): an ordinary login, which may need its captcha.
    if (!granted && demand.enforced) throw captchaNeeded(demand.kind);
  }

  const limits = deps.loginLimits ?? DEFAULT_LOGIN_LIMITS;
  await refuseTooManyDevices(db, member.id, ctx.visitorId, limits.devicesPerMember, ctx.now);
  if (pendingCode !== null) {
    if (!(await redeemCode(db, pendingCode, ctx.now)))
      throw new DomainError(ResponseCode.AUTHENTICATION_CODE_EXPIRED, CODE_EXPIRED);
  } else {
    await passRiskRules(db, member.username, ctx, limits);
  }

  // Recording the browser is what trusts it after a new-device code, and keeps a known one current.
  await forgetRegistrationSecondPassword(db, member.id, input.password);
  return db.transaction(async (tx) => {
    await recordLogin(tx, member.id, ctx.ip, ctx.now);
    await touchDevice(tx, member.id, ctx.visitorId, ctx.ip, ctx.now);
    const token = await createSession(
      tx,
      { memberId: member.id, siteId: ctx.siteId, ip: ctx.ip, visitorId: ctx.visitorId },
      ctx.now,
    );
    return { token, userId: String(member.id) };
  });
}

/** The new-device code (sendCode type 3) sent to the member's phone; its row id when it matches. */
async function checkDeviceCode(deps: LoginDeps, name: string, code: string, now: Date): Promise<number> {
  const member = await findMemberByName(deps.db, name);
  const receiver = member === null ? null : normaliseReceiver(0, member.phone);
  if (member === null || receiver === null)
    throw new DomainError(ResponseCode.AUTHENTICATION_CODE_EXPIRED, CODE_EXPIRED);
  return checkCode(deps.db, deps.authSecret, { memberId: member.id, purpose: 3, receiver }, code, now);
}

/** 6025-6029 with the masked phone the client shows while it asks for the middle digits (SPEC §3). */
async function passRiskRules(db: Database, username: string, ctx: LoginCall, limits: LoginLimits): Promise<void> {
  const member = await findMemberByName(db, username);
  if (member === null) throw new DomainError(ResponseCode.INVALID_CREDENTIALS);
  const device = await findDevice(db, member.id, ctx.visitorId);
  const crowded = await crowdedAddress(db, ctx.ip, limits.membersPerAddressPerHour, ctx.now);
  const risk = loginRisk({ ...member, device, ip: ctx.ip, now: ctx.now, crowdedAddress: crowded });
  if (risk !== null) throw new DomainError(risk, undefined, { phoneNumber: maskPhone(member.phone) });
}
