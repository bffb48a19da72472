import { checkAgree, checkPassword, checkRepeat, checkUsername, type ValidationFailure } from 'shared/validation';

/** What the member types in register mode. */
export interface RegisterDraft {
  name: string;
  password: string;
  repeat: string;
  agree: boolean;
}

export type RegisterField = keyof RegisterDraft;

/** Each failure's message is `t(ruleMessageKey(failure))`, from the shared texts. */
export type RegisterErrors = Partial<Record<RegisterField, ValidationFailure>>;

export const emptyRegisterDraft: RegisterDraft = { name: '', password: '', repeat: '', agree: false };

/** Every failing rule of the draft (SPEC §5, rules in shared/validation), by field; {} means it may be sent. */
export function validateRegister(draft: RegisterDraft): RegisterErrors {
  const checks: [RegisterField, ValidationFailure | null][] = [
    ['name', checkUsername(draft.name)],
    ['password', checkPassword(draft.password)],
    ['repeat', checkRepeat(draft.password, draft.repeat)],
    ['agree', checkAgree(draft.agree)],
  ];
  const errors: RegisterErrors = {};
  for (const [field, failure] of checks) if (failure) errors[field] = failure;
  return errors;
}

/** SPEC §2: the register button stays grey until every field is filled and the terms are accepted. */
export function isRegisterReady(draft: RegisterDraft): boolean {
  return draft.name !== '' && draft.password !== '' && draft.repeat !== '' && draft.agree;
}
