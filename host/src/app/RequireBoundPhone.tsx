import { useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { bus } from 'shared/bus';
import { hrefFor, useServedRoutes } from 'shared/routes';
import { memberAtom } from 'shared/state';
import { Spinner } from 'shared/ui';
import { NAMESPACE } from '../setup';

/**
 * SPEC §2 guard 2: routes flagged bindPhone (bank card, virtual coin, alipay, account management)
 * need a bound phone and a bound real name; otherwise the member goes to the auth page to bind them.
 * Where the brand serves no auth page yet, the member goes to the member centre with a tip instead of
 * a not-found page. It sits inside RequireAuth, so a member is logged in; their profile may still be loading.
 */
export function RequireBoundPhone({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const member = useAtomValue(memberAtom);
  const authServed = useServedRoutes().isServed('auth');
  const bound = member !== null && member.bindPhone && member.bindRealName;
  const explain = member !== null && !bound && !authServed;

  useEffect(() => {
    if (explain) bus.emit('ui:tips-dialog', { msg: t('guard.bindPhoneFirst') });
  }, [explain, t]);

  if (!member) return <Spinner />;
  if (bound) return children;
  return <Navigate to={hrefFor(authServed ? 'auth' : 'mine')} replace />;
}
