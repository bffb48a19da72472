import type { CaptchaPurpose } from 'shared/contract';

/** What a protected call needs a captcha for (SPEC §7: ktype 1 register, 2 phone reset, 3 e-mail reset, 4 login). */
export interface CaptchaRequest {
  ktype: CaptchaPurpose;
  name: string;
  /** Login only: the server may ask for a harder captcha after failed passwords. */
  passwordHash?: string;
  /** Why the captcha is asked again (the server's 6021/6022 message), shown in the captcha dialog. */
  notice?: string;
}

/** What the protected call then carries: kaptchcate 1 with the typed code, or 2 with '' (slider). */
export interface CaptchaProof {
  kaptchcate: 1 | 2;
  codeId: string;
  code: string;
}

export type RunCaptcha = (request: CaptchaRequest) => Promise<CaptchaProof>;

/** The member closed the captcha: the action stops quietly, nothing failed. */
export class CaptchaCancelled extends Error {
  override readonly name = 'CaptchaCancelled';
  constructor() {
    super('captcha cancelled');
  }
}

export function isCaptchaCancelled(error: unknown): error is CaptchaCancelled {
  return error instanceof CaptchaCancelled;
}
