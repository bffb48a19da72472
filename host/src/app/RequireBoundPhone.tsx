import { useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { hrefFor, locationFor, useServedRoutes } from 'shared/routes';
import { memberAtom } from 'shared/state';
import { Spinner } from 'shared/ui';
import { NAMESPACE } from '../setup';

/**
 * Where a member missing a binding lands: the auth page's phone section (?bind=phone) while the phone
 * is missing, else its real-name section; the member centre where the brand serves no auth page.
 */
export function boundPhoneLanding(member: { bindPhone: boolean }, authServed: boolean): string {
  if (!authServed) return hrefFor('mine');
  return member.bindPhone ? `${hrefFor('auth')}#realName` : locationFor('auth', undefined, { bind: 'phone' });
}

/**
 * SPEC §2 guard 2: routes flagged bindPhone (bank card, virtual coin, alipay, account management)
 * need a bound phone and a bound real name; otherwise the member gets the tip and goes to
 * boundPhoneLanding, never to a not-found page. It sits inside RequireAuth, so a member is logged
 * in; their profile may still be loading.
 */
export function RequireBoundPhone({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const member = useAtomValue(memberAtom);
  const authServed = useServedRoutes().isServed('auth');
  const bound = member !== null && member.bindPhone && member.bindRealName;
  const explain = member !== null && !bound;

  useEffect(() => {
    if (explain) bus.emit('ui:tips-dialog', { msg: t('guard.bindPhoneFirst') });
  }, [explain, t]);

  if (!member) return <Spinner />;
  if (bound) return children;
  return <Navigate to={boundPhoneLanding(member, authServed)} replace />;
}
