import type { AuthFormMode } from 'shared/bus';
import type { AuthRequest } from 'shared/remotes';
import { emptyRegisterDraft, type RegisterDraft } from '../register/register-rules';

/** SPEC §4 form modes. */
export const LOGIN_MODE = 1 satisfies AuthFormMode;
export const REGISTER_MODE = 2 satisfies AuthFormMode;

export interface LoginDraft {
  name: string;
  password: string;
}

/**
 * The dialog keeps one draft per mode: switching mode shows the other mode's fields and switching
 * back restores what was typed there (SPEC §4).
 */
export interface AuthDialogState {
  open: boolean;
  mode: AuthFormMode;
  login: LoginDraft;
  register: RegisterDraft;
}

export type AuthDialogAction =
  | { type: 'open'; mode: AuthFormMode }
  | { type: 'switch'; mode: AuthFormMode }
  | { type: 'close' }
  | { type: 'edit-login'; patch: Partial<LoginDraft> }
  | { type: 'edit-register'; patch: Partial<RegisterDraft> }
  /** Logged in: nothing typed is worth keeping, least of all a password. */
  | { type: 'signed-in' }
  /** The account exists but the automatic login failed: carry the credentials over to login mode. */
  | { type: 'registered-not-signed-in' };

export const emptyLoginDraft: LoginDraft = { name: '', password: '' };

/**
 * Forgot-password and new-device screens are a later issue; until they exist those requests open
 * the login form, the nearest thing the member can use.
 */
export function modeForRequest(request: AuthRequest): AuthFormMode {
  return request.kind === 'register' ? REGISTER_MODE : LOGIN_MODE;
}

export function initialDialogState(request: AuthRequest | null): AuthDialogState {
  return {
    open: request !== null,
    mode: request ? modeForRequest(request) : LOGIN_MODE,
    login: emptyLoginDraft,
    register: emptyRegisterDraft,
  };
}

export function authDialogReducer(state: AuthDialogState, action: AuthDialogAction): AuthDialogState {
  switch (action.type) {
    case 'open':
      return { ...state, open: true, mode: action.mode };
    case 'switch':
      return { ...state, mode: action.mode };
    case 'close':
      return { ...state, open: false };
    case 'edit-login':
      return { ...state, login: { ...state.login, ...action.patch } };
    case 'edit-register':
      return { ...state, register: { ...state.register, ...action.patch } };
    case 'signed-in':
      return { open: false, mode: LOGIN_MODE, login: emptyLoginDraft, register: emptyRegisterDraft };
    case 'registered-not-signed-in':
      return {
        ...state,
        mode: LOGIN_MODE,
        login: { name: state.register.name, password: state.register.password },
        register: emptyRegisterDraft,
      };
  }
}
