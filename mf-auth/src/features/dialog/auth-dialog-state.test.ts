import { describe, expect, it } from 'vitest';
import {
  authDialogReducer,
  emptyLoginDraft,
  initialDialogState,
  LOGIN_MODE,
  REGISTER_MODE,
  type AuthDialogAction,
  type AuthDialogState,
} from './auth-dialog-state';

const risk = { phoneNumber: '138****5678', name: 'player01', passwordHash: 'h', message: '检测到您正在使用新设备登录' };
const run = (state: AuthDialogState, ...actions: AuthDialogAction[]) => actions.reduce(authDialogReducer, state);

describe('auth dialog state', () => {
  it('starts closed without a request and open in the requested mode with one', () => {
    expect(initialDialogState(null)).toMatchObject({ open: false, screen: { kind: 'form' }, mode: LOGIN_MODE });
    expect(initialDialogState({ kind: 'register' })).toMatchObject({ open: true, mode: REGISTER_MODE });
  });

  it('opens forgot-password and new-device requests in their own modes', () => {
    expect(initialDialogState({ kind: 'forget-password' }).screen).toEqual({ kind: 'forgot' });
    expect(initialDialogState({ kind: 'new-device', request: risk }).screen).toEqual({
      kind: 'new-device',
      request: risk,
    });
  });

  it('prefills the login form with what is remembered', () => {
    const remembered = { name: 'player01', password: '', remember: true };
    expect(initialDialogState({ kind: 'login' }, remembered).login).toEqual(remembered);
  });

  it('restores what was typed in a mode after switching away and back', () => {
    const state = run(
      initialDialogState({ kind: 'login' }),
      { type: 'edit-login', patch: { name: 'player01' } },
      { type: 'switch', mode: REGISTER_MODE },
      { type: 'edit-register', patch: { name: 'newbie01' } },
      { type: 'switch', mode: LOGIN_MODE },
    );
    expect(state.login.name).toBe('player01');
    expect(state.register.name).toBe('newbie01');
  });

  it('keeps the drafts when closed, and starts over from what is remembered once signed in', () => {
    let state = run(
      initialDialogState({ kind: 'login' }),
      { type: 'edit-login', patch: { name: 'a', password: 'b' } },
      { type: 'close' },
    );
    expect(state).toMatchObject({ open: false, login: { name: 'a', password: 'b' } });
    state = run(state, { type: 'signed-in', remembered: emptyLoginDraft });
    expect(state.login).toEqual(emptyLoginDraft);
  });

  it('carries new credentials to login mode when the automatic login fails', () => {
    const state = run(
      initialDialogState({ kind: 'register' }),
      { type: 'edit-register', patch: { name: 'newbie01', password: 'abcd1234', repeat: 'abcd1234', agree: true } },
      { type: 'registered-not-signed-in' },
    );
    expect(state).toMatchObject({ mode: LOGIN_MODE, login: { name: 'newbie01', password: 'abcd1234' } });
  });

  it('hides the header on a password change and shows it again back at login, with the name kept', () => {
    let state = run(initialDialogState({ kind: 'forget-password' }), { type: 'password-changed' });
    expect(state.headerHidden).toBe(true);
    state = run(state, { type: 'back-to-login', name: 'player01' });
    expect(state).toMatchObject({
      headerHidden: false,
      screen: { kind: 'form' },
      mode: LOGIN_MODE,
      login: { name: 'player01', password: '' },
    });
  });

  it('moves a stopped login to the new-device check, and 切换账号 leaves nothing of it', () => {
    let state = run(
      initialDialogState({ kind: 'login' }),
      { type: 'edit-login', patch: { name: 'player01', password: 'secret99' } },
      { type: 'new-device', request: risk },
    );
    expect(state.screen).toEqual({ kind: 'new-device', request: risk });
    state = run(state, { type: 'switch-account' });
    expect(state).toMatchObject({ screen: { kind: 'form' }, mode: LOGIN_MODE, login: emptyLoginDraft });
  });

  it('opens the forgot-password wizard from the login form', () => {
    expect(run(initialDialogState({ kind: 'login' }), { type: 'forgot-password' }).screen).toEqual({ kind: 'forgot' });
  });
});
