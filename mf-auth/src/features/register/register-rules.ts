import { registerRequestSchema } from 'shared/contract';

/** What the member types in register mode. */
export interface RegisterDraft {
  name: string;
  password: string;
  repeat: string;
  agree: boolean;
}

export type RegisterField = keyof RegisterDraft;

/** Each failure is also the key of its message under `validation.` in the auth texts. */
export type RegisterRuleFailure =
  | 'usernameRequired'
  | 'usernameFormat'
  | 'passwordRequired'
  | 'passwordFormat'
  | 'repeatRequired'
  | 'repeatMismatch'
  | 'agreeRequired';

export type RegisterErrors = Partial<Record<RegisterField, RegisterRuleFailure>>;

export const emptyRegisterDraft: RegisterDraft = { name: '', password: '', repeat: '', agree: false };

/** SPEC §9: 8-12 characters, letters and digits only, at least one of each. */
const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{8,12}$/;

/** Register mode drops every space as it is typed, so a pasted name or password never carries one. */
export function stripWhitespace(text: string): string {
  return text.replace(/\s+/g, '');
}

/**
 * SPEC §5: 4-11 characters, a letter first, letters and digits only, at least two letters and a digit.
 * The rule comes from the contract's request schema, so the form and the server can never disagree.
 */
export function checkUsername(name: string): RegisterRuleFailure | null {
  if (name === '') return 'usernameRequired';
  return registerRequestSchema.shape.name.safeParse(name).success ? null : 'usernameFormat';
}

export function checkPassword(password: string): RegisterRuleFailure | null {
  if (password === '') return 'passwordRequired';
  return PASSWORD_PATTERN.test(password) ? null : 'passwordFormat';
}

export function checkRepeat(password: string, repeat: string): RegisterRuleFailure | null {
  if (repeat === '') return 'repeatRequired';
  return repeat === password ? null : 'repeatMismatch';
}

export function checkAgree(agree: boolean): RegisterRuleFailure | null {
  return agree ? null : 'agreeRequired';
}

/** Every failing rule of the draft, by field; an empty object means the draft may be sent. */
export function validateRegister(draft: RegisterDraft): RegisterErrors {
  const errors: RegisterErrors = {};
  const name = checkUsername(draft.name);
  const password = checkPassword(draft.password);
  const repeat = checkRepeat(draft.password, draft.repeat);
  const agree = checkAgree(draft.agree);
  if (name) errors.name = name;
  if (password) errors.password = password;
  if (repeat) errors.repeat = repeat;
  if (agree) errors.agree = agree;
  return errors;
}

/** SPEC §2: the register button stays grey until every field is filled and the terms are accepted. */
export function isRegisterReady(draft: RegisterDraft): boolean {
  return draft.name !== '' && draft.password !== '' && draft.repeat !== '' && draft.agree;
}
