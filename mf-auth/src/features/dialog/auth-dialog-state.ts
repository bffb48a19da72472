import type { AuthRequest, NewDeviceRequest } from 'shared/bus';
import { emptyRegisterDraft, type RegisterDraft } from '../register';

/** SPEC §4 auth form mode: 1 login, 2 register. */
export type AuthFormMode = 1 | 2;

export const LOGIN_MODE = 1 satisfies AuthFormMode;
export const REGISTER_MODE = 2 satisfies AuthFormMode;

export interface LoginDraft {
  name: string;
  password: string;
  /** 记住密码. */
  remember: boolean;
}

/** SPEC §2: the dialog's three modes. */
export type AuthScreen = { kind: 'form' } | { kind: 'forgot' } | { kind: 'new-device'; request: NewDeviceRequest };

/**
 * The dialog keeps one draft per form mode: switching mode shows the other mode's fields and
 * switching back restores what was typed there (SPEC §4).
 */
export interface AuthDialogState {
  open: boolean;
  screen: AuthScreen;
  mode: AuthFormMode;
  login: LoginDraft;
  register: RegisterDraft;
  /** SPEC §2: the password-change success hides the header (tabs or title). */
  headerHidden: boolean;
}

export type AuthDialogAction =
  | { type: 'open'; request: AuthRequest }
  | { type: 'switch'; mode: AuthFormMode }
  | { type: 'close' }
  | { type: 'edit-login'; patch: Partial<LoginDraft> }
  | { type: 'edit-register'; patch: Partial<RegisterDraft> }
  | { type: 'forgot-password' }
  | { type: 'new-device'; request: NewDeviceRequest }
  | { type: 'password-changed' }
  /** 返回登录: from the wizard (with the name the password was reset for) or the new-device check. */
  | { type: 'back-to-login'; name?: string }
  /** 切换账号: login mode, nothing of the stopped login kept. */
  | { type: 'switch-account' }
  /** Logged in: nothing typed is worth keeping; the login form shows what is remembered, if anything. */
  | { type: 'signed-in'; remembered: LoginDraft }
  /** The account exists but the automatic login failed: carry the credentials over to login mode. */
  | { type: 'registered-not-signed-in' };

export const emptyLoginDraft: LoginDraft = { name: '', password: '', remember: false };

const formScreen: AuthScreen = { kind: 'form' };

export function screenForRequest(request: AuthRequest): AuthScreen {
  if (request.kind === 'forget-password') return { kind: 'forgot' };
  if (request.kind === 'new-device') return { kind: 'new-device', request: request.request };
  return formScreen;
}

export function modeForRequest(request: AuthRequest, current: AuthFormMode = LOGIN_MODE): AuthFormMode {
  if (request.kind === 'register') return REGISTER_MODE;
  if (request.kind === 'login') return LOGIN_MODE;
  return current;
}

export function initialDialogState(
  request: AuthRequest | null,
  remembered: LoginDraft = emptyLoginDraft,
): AuthDialogState {
  return {
    open: request !== null,
    screen: request ? screenForRequest(request) : formScreen,
    mode: request ? modeForRequest(request) : LOGIN_MODE,
    login: remembered,
    register: emptyRegisterDraft,
    headerHidden: false,
  };
}

export function authDialogReducer(state: AuthDialogState, action: AuthDialogAction): AuthDialogState {
  switch (action.type) {
    case 'open':
      return {
        ...state,
        open: true,
        screen: screenForRequest(action.request),
        mode: modeForRequest(action.request, state.mode),
        headerHidden: false,
      };
    case 'switch':
      return { ...state, screen: formScreen, mode: action.mode, headerHidden: false };
    case 'close':
      return { ...state, open: false };
    case 'edit-login':
      return { ...state, login: { ...state.login, ...action.patch } };
    case 'edit-register':
      return { ...state, register: { ...state.register, ...action.patch } };
    case 'forgot-password':
      return { ...state, screen: { kind: 'forgot' }, headerHidden: false };
    case 'new-device':
      return { ...state, open: true, screen: { kind: 'new-device', request: action.request }, headerHidden: false };
    case 'password-changed':
      return { ...state, headerHidden: true };
    case 'back-to-login':
      return {
        ...state,
        screen: formScreen,
        mode: LOGIN_MODE,
        headerHidden: false,
        // After a reset the old password is wrong: keep the name, ask for the new password.
        login: action.name === undefined ? state.login : { ...state.login, name: action.name, password: '' },
      };
    case 'switch-account':
      return { ...state, screen: formScreen, mode: LOGIN_MODE, headerHidden: false, login: emptyLoginDraft };
    case 'signed-in':
      return {
        open: false,
        screen: formScreen,
        mode: LOGIN_MODE,
        login: action.remembered,
        register: emptyRegisterDraft,
        headerHidden: false,
      };
    case 'registered-not-signed-in':
      return {
        ...state,
        screen: formScreen,
        mode: LOGIN_MODE,
        login: { name: state.register.name, password: state.register.password, remember: false },
        register: emptyRegisterDraft,
      };
  }
}
