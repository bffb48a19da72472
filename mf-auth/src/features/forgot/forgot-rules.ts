import {
  checkCode,
  checkEmail,
  checkNewPassword,
  checkNewPasswordRepeat,
  checkPhone,
  checkRecoveryUsername,
  type ValidationFailure,
} from 'shared/validation';
import type { ForgotDraft } from './forgot-state';

export type IdentityField = 'name' | 'phone' | 'email';
export type ResetField = 'password' | 'repeat';

type Errors<F extends string> = Partial<Record<F, ValidationFailure>>;

function collect<F extends string>(checks: [F, ValidationFailure | null][]): Errors<F> {
  const errors: Errors<F> = {};
  for (const [field, failure] of checks) if (failure) errors[field] = failure;
  return errors;
}

/** Step 0 (SPEC §5 recovery): the username, and the phone (country pattern) or the e-mail. */
export function identityErrors(draft: ForgotDraft, phonePattern: string): Errors<IdentityField> {
  return collect<IdentityField>([
    ['name', checkRecoveryUsername(draft.name)],
    draft.way === 'phone' ? ['phone', checkPhone(draft.phone, phonePattern)] : ['email', checkEmail(draft.email)],
  ]);
}

/** Step 1: the code sent. */
export function codeErrors(draft: ForgotDraft): Errors<'code'> {
  return collect<'code'>([['code', checkCode(draft.code)]]);
}

/** Step 2: the new password, twice. */
export function resetErrors(draft: ForgotDraft): Errors<ResetField> {
  return collect<ResetField>([
    ['password', checkNewPassword(draft.password)],
    ['repeat', checkNewPasswordRepeat(draft.password, draft.repeat)],
  ]);
}
