import { describe, expect, it } from 'vitest';
import { authDialogReducer, initialDialogState, LOGIN_MODE, modeForRequest, REGISTER_MODE } from './auth-dialog-state';

describe('auth dialog state', () => {
  it('starts closed without a request and open in the requested mode with one', () => {
    expect(initialDialogState(null)).toMatchObject({ open: false, mode: LOGIN_MODE });
    expect(initialDialogState({ kind: 'register' })).toMatchObject({ open: true, mode: REGISTER_MODE });
  });

  it('opens forgot-password and new-device requests in login mode until those screens exist', () => {
    expect(modeForRequest({ kind: 'forget-password' })).toBe(LOGIN_MODE);
    expect(modeForRequest({ kind: 'new-device', request: { phoneNumber: '138****0000', name: 'a', passwordHash: 'h', message: 'm' } })).toBe(LOGIN_MODE);
  });

  it('restores what was typed in a mode after switching away and back', () => {
    let state = initialDialogState({ kind: 'login' });
    state = authDialogReducer(state, { type: 'edit-login', patch: { name: 'player01' } });
    state = authDialogReducer(state, { type: 'switch', mode: REGISTER_MODE });
    state = authDialogReducer(state, { type: 'edit-register', patch: { name: 'newbie01' } });
    state = authDialogReducer(state, { type: 'switch', mode: LOGIN_MODE });
    expect(state.login.name).toBe('player01');
    expect(state.register.name).toBe('newbie01');
  });

  it('keeps the drafts when closed, and forgets them once signed in', () => {
    let state = authDialogReducer(initialDialogState({ kind: 'login' }), { type: 'edit-login', patch: { name: 'a', password: 'b' } });
    state = authDialogReducer(state, { type: 'close' });
    expect(state).toMatchObject({ open: false, login: { name: 'a', password: 'b' } });
    state = authDialogReducer(state, { type: 'signed-in' });
    expect(state.login).toEqual({ name: '', password: '' });
  });

  it('carries new credentials to login mode when the automatic login fails', () => {
    let state = initialDialogState({ kind: 'register' });
    state = authDialogReducer(state, { type: 'edit-register', patch: { name: 'newbie01', password: 'abcd1234', repeat: 'abcd1234', agree: true } });
    state = authDialogReducer(state, { type: 'registered-not-signed-in' });
    expect(state).toMatchObject({ open: true, mode: LOGIN_MODE, login: { name: 'newbie01', password: 'abcd1234' } });
    expect(state.register.name).toBe('');
  });
});
