import { useEffect, useReducer, type Dispatch } from 'react';
import { useBusEvent } from 'shared/bus';
import type { AuthRequest } from 'shared/remotes';
import { authDialogReducer, initialDialogState, LOGIN_MODE, modeForRequest, REGISTER_MODE, type AuthDialogAction, type AuthDialogState } from './auth-dialog-state';

/**
 * The dialog's state. The host mounts this remote on the first auth event and hands that request
 * over as `initialRequest`; every later request reaches the mounted dialog on the bus.
 */
export function useAuthDialog(initialRequest: AuthRequest | null): [AuthDialogState, Dispatch<AuthDialogAction>] {
  const [state, dispatch] = useReducer(authDialogReducer, initialRequest, initialDialogState);

  // A new request object from the host (it remounts the slot after a failed load) opens again.
  useEffect(() => {
    if (initialRequest) dispatch({ type: 'open', mode: modeForRequest(initialRequest) });
  }, [initialRequest]);

  useBusEvent('auth:login', () => dispatch({ type: 'open', mode: LOGIN_MODE }));
  useBusEvent('auth:register', () => dispatch({ type: 'open', mode: REGISTER_MODE }));
  // Later issue: the forgot-password wizard and the new-device check get their own screens.
  useBusEvent('auth:forget-password', () => dispatch({ type: 'open', mode: LOGIN_MODE }));
  useBusEvent('auth:new-device', () => dispatch({ type: 'open', mode: LOGIN_MODE }));
  useBusEvent('auth:switch-way', ({ mode }) => dispatch({ type: 'switch', mode }));
  useBusEvent('auth:close', () => dispatch({ type: 'close' }));

  return [state, dispatch];
}
