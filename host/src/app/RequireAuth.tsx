import { useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { bus } from 'shared/bus';
import { isLoggedInAtom } from 'shared/state';
import { NAMESPACE } from '../setup';

function SendHome() {
  const { t } = useTranslation(NAMESPACE);
  useEffect(() => {
    bus.emit('ui:toast', { message: t('guard.loginFirst'), position: 'bottom' });
  }, [t]);
  return <Navigate to="/" replace />;
}

/** SPEC §2 guard 1: a visitor on a login-required route goes home with the bottom toast. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return loggedIn ? children : <SendHome />;
}
