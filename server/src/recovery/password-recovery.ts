import type { FastifyBaseLogger } from 'fastify';
import { RECOVERY_WINDOW_SECONDS, ResponseCode } from 'shared/contract';
import { passCaptcha, type PresentedCaptcha } from '../captcha/captcha-gate';
import { captchaPolicy } from '../captcha/captcha-policy';
import { checkCode, markCodeVerified, redeemVerifiedCode, type CodeOwner } from '../codes/code-store';
import { requireOwnReceiver } from '../codes/own-receiver';
import { normaliseReceiver } from '../codes/receiver';
import { sendVerificationCode, type CodeDeps } from '../codes/send-code';
import { DomainError } from '../domain/domain-error';
import { findMemberByName } from '../members/member-contact';
import { resetPassword } from '../members/reset-password';

export interface RecoveryDeps extends CodeDeps {
  captchaRequired: boolean;
}

/** Where the code goes: the bound phone (SMS) or the bound e-mail address. */
export interface RecoveryRoute {
  channel: 0 | 1;
  /** As typed by the player. */
  address: string;
  name: string;
}

/**
 * Forgot-password (SPEC §4), by phone or e-mail alike:
 *   one   captcha, then a reset code to the address bound to the name
 *   two   the code checked: wrong 6036, expired 6038, dead after too many tries 6037
 *   three within RECOVERY_WINDOW_SECONDS of a successful two: the new password, all sessions ended
 */
export async function startRecovery(
  deps: RecoveryDeps,
  route: RecoveryRoute,
  captcha: PresentedCaptcha,
  log: FastifyBaseLogger,
  now: Date,
): Promise<number> {
  const kind = await captchaPolicy(deps.db, route.channel === 1 ? 3 : 2, route.name, now);
  await passCaptcha(deps.db, captcha, { kind, enforced: deps.captchaRequired }, now);
  return sendVerificationCode(deps, await recoveryOwner(deps, route), route.channel, log, now);
}

export async function confirmRecoveryCode(
  deps: RecoveryDeps,
  route: RecoveryRoute,
  code: string,
  now: Date,
): Promise<void> {
  const owner = await recoveryOwner(deps, route);
  await markCodeVerified(deps.db, await checkCode(deps.db, deps.secret, owner, code, now), now);
}

/** The last step: the new password, every session ended. Answers the member whose password it was. */
export async function finishRecovery(
  deps: RecoveryDeps,
  route: RecoveryRoute,
  password: string,
  repeated: string,
  now: Date,
): Promise<number> {
  if (password !== repeated) throw new DomainError(ResponseCode.INVALID_PARAMETER, '两次输入的密码不一致');
  const owner = await recoveryOwner(deps, route);
  await deps.db.transaction(async (tx) => {
    await redeemVerifiedCode(tx, owner, RECOVERY_WINDOW_SECONDS * 1000, now);
    await resetPassword(tx, owner.memberId, password, now);
  });
  return owner.memberId;
}

async function recoveryOwner(deps: RecoveryDeps, route: RecoveryRoute): Promise<CodeOwner> {
  const receiver = normaliseReceiver(route.channel, route.address) ?? '';
  const member = requireOwnReceiver(await findMemberByName(deps.db, route.name), route.channel, receiver);
  return { memberId: member.id, purpose: 2, receiver };
}
