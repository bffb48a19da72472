import { useReducer, type Dispatch } from 'react';
import { bus, useBusEvent } from 'shared/bus';
import { readRememberedLogin } from '../login';
import {
  authDialogReducer,
  emptyLoginDraft,
  initialDialogState,
  type AuthDialogAction,
  type AuthDialogState,
  type LoginDraft,
} from './auth-dialog-state';

/** The login draft a fresh login form starts from: the remembered name, ticked (never a password), or nothing. */
export function rememberedLoginDraft(): LoginDraft {
  const remembered = readRememberedLogin();
  return remembered ? { name: remembered.name, password: '', remember: true } : emptyLoginDraft;
}

/**
 * The dialog's state. The host mounts this remote on the first `auth:request`; the event is
 * replayed, so the request that loaded the remote reaches it as it mounts, and later ones as they come.
 */
export function useAuthDialog(): [AuthDialogState, Dispatch<AuthDialogAction>] {
  const [state, dispatch] = useReducer(authDialogReducer, null, () => initialDialogState(null, rememberedLoginDraft()));

  useBusEvent('auth:request', (request) => {
    dispatch({ type: 'open', request });
    // Heard: a dialog mounted later (a retried remote) starts closed instead of replaying it.
    bus.forget('auth:request');
  });
  useBusEvent('auth:password-change-success', () => dispatch({ type: 'password-changed' }));

  return [state, dispatch];
}
