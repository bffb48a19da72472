import { DEFAULT_AREA_CODE } from 'shared/validation';

/** SPEC §4 forgot-password steps: 0 identity, 1 verification, 2 new password, 3 success. */
export type ForgotStep = 0 | 1 | 2 | 3;

/** SPEC §2: by phone or by e-mail. */
export type RecoveryWay = 'phone' | 'email';

export interface ForgotDraft {
  way: RecoveryWay;
  name: string;
  /** Dialling code without '+'; 86 (中国大陆) by default. */
  areaCode: string;
  phone: string;
  email: string;
  code: string;
  password: string;
  repeat: string;
}

export interface ForgotState {
  step: ForgotStep;
  draft: ForgotDraft;
  /** Who the last code went to (identityKey); a code stays usable while going back and forth. */
  codeSentFor: string | null;
}

export type ForgotAction =
  | { type: 'edit'; patch: Partial<ForgotDraft> }
  /** Step 0's call one answered: a code is on its way. */
  | { type: 'code-sent' }
  /** Back at step 0 with the same identity while the code is still fresh: skip sending another. */
  | { type: 'resume' }
  | { type: 'code-verified' }
  | { type: 'password-reset' }
  /** 上一步. */
  | { type: 'back' };

export const emptyForgotDraft: ForgotDraft = {
  way: 'phone',
  name: '',
  areaCode: DEFAULT_AREA_CODE,
  phone: '',
  email: '',
  code: '',
  password: '',
  repeat: '',
};

export const initialForgotState: ForgotState = { step: 0, draft: emptyForgotDraft, codeSentFor: null };

/** The account and the receiver a code is sent for: another of either needs another code. */
export function identityKey({ way, name, areaCode, phone, email }: ForgotDraft): string {
  return way === 'phone' ? `phone|${name.trim()}|${areaCode}|${phone}` : `email|${name.trim()}|${email.trim()}`;
}

/** Where the code went, as shown to the member: +86 13812345678 or the e-mail address. */
export function receiverOf({ way, areaCode, phone, email }: ForgotDraft): string {
  return way === 'phone' ? `+${areaCode} ${phone}` : email.trim();
}

export function forgotReducer(state: ForgotState, action: ForgotAction): ForgotState {
  switch (action.type) {
    case 'edit':
      return { ...state, draft: { ...state.draft, ...action.patch } };
    case 'code-sent':
      if (state.step !== 0) return state;
      // A new code makes any code typed for the previous one useless.
      return { step: 1, draft: { ...state.draft, code: '' }, codeSentFor: identityKey(state.draft) };
    case 'resume':
      return state.step === 0 && state.codeSentFor === identityKey(state.draft) ? { ...state, step: 1 } : state;
    case 'code-verified':
      return state.step === 1 ? { ...state, step: 2 } : state;
    case 'password-reset':
      // Nothing secret outlives the reset: the passwords and the code are dropped.
      return state.step === 2
        ? { ...state, step: 3, draft: { ...state.draft, code: '', password: '', repeat: '' } }
        : state;
    case 'back':
      return state.step === 1 || state.step === 2 ? { ...state, step: (state.step - 1) as ForgotStep } : state;
  }
}
