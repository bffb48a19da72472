import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'shared/router';
import { bus } from 'shared/bus';
import { isLoggedInAtom } from 'shared/state';

/** SPEC §2: the page settles first, then the dialog opens. */
export const REGISTER_PARAM_DELAY_MS = 500;

/** ?register=1 opens registration for a visitor (an invite link lands on it). */
export function useRegisterParam(): void {
  const [params] = useSearchParams();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const wanted = params.get('register') === '1' && !loggedIn;

  useEffect(() => {
    if (!wanted) return undefined;
    const timer = window.setTimeout(() => bus.emit('auth:request', { kind: 'register' }), REGISTER_PARAM_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wanted]);
}
