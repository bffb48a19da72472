import { ResponseCode } from 'shared/contract';
import { DomainError } from '../domain/domain-error';

/** The two captchas of the contract: kaptchcate 1 is a graphic code, 2 a slider. */
export type CaptchaKind = 'graphic' | 'slider';

export function kaptchcateOf(kind: CaptchaKind): 1 | 2 {
  return kind === 'graphic' ? 1 : 2;
}

export function kindOfKaptchcate(kaptchcate: 1 | 2): CaptchaKind {
  return kaptchcate === 1 ? 'graphic' : 'slider';
}

/** A slider costs a script more than reading five characters, so it satisfies a graphic requirement too. */
export function satisfies(solved: CaptchaKind, required: CaptchaKind): boolean {
  return solved === 'slider' || required === 'graphic';
}

/** "Solve this kind first": 6021 or 6022, which the client takes as a value and shows the captcha (SPEC §8). */
export function captchaNeeded(kind: CaptchaKind): DomainError {
  return new DomainError(kind === 'graphic' ? ResponseCode.GRAPHIC_VERIFICATION : ResponseCode.RAPID_VERIFICATION);
}
