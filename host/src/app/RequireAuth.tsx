import { useEffect, useRef, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { isLoggedInAtom } from 'shared/state';
import { NAMESPACE } from '../setup';

function SendHome({ explain }: { explain: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  useEffect(() => {
    if (explain) bus.emit('ui:toast', { message: t('guard.loginFirst'), position: 'bottom' });
  }, [explain, t]);
  return <Navigate to="/" replace />;
}

/**
 * SPEC §2 guard 1: a visitor on a login-required route goes home with the bottom toast. A member
 * whose session ends on the page (logout, expiry) goes home too, without it: the logout or the
 * expiry already said why.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const arrivedLoggedIn = useRef(loggedIn);
  return loggedIn ? children : <SendHome explain={!arrivedLoggedIn.current} />;
}
