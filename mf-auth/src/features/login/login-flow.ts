import { isApiError } from 'shared/api';
import type { NewDeviceRequest } from 'shared/bus';
import { login, loginRiskDataSchema, NEW_DEVICE_CODES, type RequestOf } from 'shared/contract';
import { signIn, type Session } from 'shared/state';
import { type CaptchaProof, type RunCaptcha, captchaFields, sendWithCaptcha } from '../captcha';

export interface LoginAttempt {
  name: string;
  /** md5Hex of the password: the plain text never leaves the form (SPEC §3). */
  passwordHash: string;
  /**
   * How this login proves it is wanted: `captcha` solves one first (a login typed in the form),
   * `registered` is the automatic login right after registering (kaptchcate 99), `device-code`
   * repeats a risk-stopped login with the new-device code (sendCodeNum).
   */
  proof: { kind: 'captcha' } | { kind: 'registered' } | { kind: 'device-code'; code: string };
}

export type LoginOutcome = { kind: 'signed-in'; session: Session } | { kind: 'new-device'; request: NewDeviceRequest };

function payload({ name, passwordHash, proof }: LoginAttempt, captcha: CaptchaProof | null): RequestOf<typeof login> {
  const base = { isAgent: 0 as const, name, password: passwordHash };
  if (captcha) {
    return { ...base, ...captchaFields(captcha), ...(proof.kind === 'device-code' ? { sendCodeNum: proof.code } : {}) };
  }
  if (proof.kind === 'registered') return { ...base, kaptchcate: 99 };
  if (proof.kind === 'device-code') return { ...base, kaptchcate: 0, sendCodeNum: proof.code };
  return { ...base, kaptchcate: 0 };
}

/**
 * The login flow of SPEC §4: captcha, login (the server may ask for a captcha again: 6021/6022),
 * then the session starts. A risk answer (6025-6029) is no failure but the new-device check, with
 * what it needs kept: the masked phone, the name and the password hash (SPEC §8). Every other
 * error rejects with the server's message.
 */
export async function logIn(attempt: LoginAttempt, runCaptcha: RunCaptcha): Promise<LoginOutcome> {
  let session: Session;
  try {
    const request = { ktype: 4 as const, name: attempt.name, passwordHash: attempt.passwordHash };
    // A typed login solves a captcha first (SPEC §4); the other two carry their own proof.
    const first = attempt.proof.kind === 'captcha' ? await runCaptcha(request) : null;
    session = await sendWithCaptcha(login, (captcha) => payload(attempt, captcha), { runCaptcha, request }, first);
  } catch (error) {
    if (isApiError(error) && (NEW_DEVICE_CODES as readonly number[]).includes(error.code)) {
      const risk = loginRiskDataSchema.safeParse(error.data);
      return {
        kind: 'new-device',
        request: {
          phoneNumber: risk.success ? risk.data.phoneNumber : '',
          name: attempt.name,
          passwordHash: attempt.passwordHash,
          message: error.message,
        },
      };
    }
    throw error;
  }
  await signIn(session);
  return { kind: 'signed-in', session };
}
