import { ResponseCode } from 'shared/contract';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { captchaNeeded, kindOfKaptchcate, satisfies, type CaptchaKind } from './captcha-kind';
import { consumeCaptcha } from './captcha-store';

/** The captcha fields a protected call carries (login, register, reset, code send). */
export interface PresentedCaptcha {
  /** 0 none, 1 graphic, 2 slider; 99 (auto login) is the login flow's business, never passed here. */
  kaptchcate: 0 | 1 | 2;
  codeId?: string | undefined;
  /** The typed graphic code; ignored for the slider. */
  code?: string | undefined;
}

export interface CaptchaDemand {
  /** What the policy asks for this call (captcha-policy). */
  kind: CaptchaKind;
  /** CAPTCHA_REQUIRED: whether a call may come without one, or with a weaker one. */
  enforced: boolean;
}

/**
 * Lets the call through or throws. A captcha the call claims to carry is always checked and used up,
 * whatever CAPTCHA_REQUIRED says; that switch only decides whether a call may come without one (or
 * with a graphic code where the policy asks for the slider).
 */
export async function passCaptcha(
  db: Queryable,
  presented: PresentedCaptcha,
  demand: CaptchaDemand,
  now: Date,
): Promise<void> {
  if (presented.kaptchcate === 0) {
    if (demand.enforced) throw captchaNeeded(demand.kind);
    return;
  }
  const solved = kindOfKaptchcate(presented.kaptchcate);
  if (demand.enforced && !satisfies(solved, demand.kind)) throw captchaNeeded(demand.kind);
  if (presented.codeId === undefined || presented.codeId === '') throw new DomainError(ResponseCode.INVALID_PARAMETER);
  await consumeCaptcha(db, solved, presented.codeId, presented.code ?? '', now);
}
