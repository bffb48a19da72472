import { useEffect, useReducer, type Dispatch } from 'react';
import { useBusEvent } from 'shared/bus';
import type { AuthRequest } from 'shared/remotes';
import { readRememberedLogin } from '../login/remember-password';
import { authDialogReducer, emptyLoginDraft, initialDialogState, type AuthDialogAction, type AuthDialogState, type LoginDraft } from './auth-dialog-state';

/** The login draft a fresh login form starts from: the remembered credentials, ticked, or nothing. */
export function rememberedLoginDraft(): LoginDraft {
  const remembered = readRememberedLogin();
  return remembered ? { ...remembered, remember: true } : emptyLoginDraft;
}

/**
 * The dialog's state. The host mounts this remote on the first auth event and hands that request
 * over as `initialRequest`; every later request reaches the mounted dialog on the bus.
 */
export function useAuthDialog(initialRequest: AuthRequest | null): [AuthDialogState, Dispatch<AuthDialogAction>] {
  const [state, dispatch] = useReducer(authDialogReducer, initialRequest, (request) => initialDialogState(request, rememberedLoginDraft()));

  // A new request object from the host (it remounts the slot after a failed load) opens again.
  useEffect(() => {
    if (initialRequest) dispatch({ type: 'open', request: initialRequest });
  }, [initialRequest]);

  useBusEvent('auth:login', () => dispatch({ type: 'open', request: { kind: 'login' } }));
  useBusEvent('auth:register', () => dispatch({ type: 'open', request: { kind: 'register' } }));
  useBusEvent('auth:forget-password', () => dispatch({ type: 'open', request: { kind: 'forget-password' } }));
  useBusEvent('auth:new-device', (request) => dispatch({ type: 'new-device', request }));
  useBusEvent('auth:switch-way', ({ mode }) => dispatch({ type: 'switch', mode }));
  useBusEvent('auth:close', () => dispatch({ type: 'close' }));
  useBusEvent('auth:password-change-success', () => dispatch({ type: 'password-changed' }));

  return [state, dispatch];
}
