import { useEffect, type ReactNode } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLocation, useNavigate } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { hrefFor, locationFor, useServedRoutes } from 'shared/routes';
import { memberAtom, type MemberInfo } from 'shared/state';
import { Spinner } from 'shared/ui';
import { useRefuseRoute } from '../navigation/refuse-route-context';
import { NAMESPACE } from '../setup';

/**
 * Where a member missing a binding lands: the auth page's phone section (?bind=phone) while the phone
 * is missing, else its real-name section; the member centre where the brand serves no auth page.
 */
export function boundPhoneLanding(member: { bindPhone: boolean }, authServed: boolean): string {
  if (!authServed) return hrefFor('mine');
  return member.bindPhone ? `${hrefFor('auth')}#realName` : locationFor('auth', undefined, { bind: 'phone' });
}

function isBound(member: MemberInfo): boolean {
  return member.bindPhone && member.bindRealName;
}

/**
 * SPEC §2 guard 2: routes flagged bindPhone (bank card, virtual coin, alipay, account management)
 * need a bound phone and a bound real name; otherwise the member gets the tip and goes to
 * boundPhoneLanding, never to a not-found page, and the refused page keeps no tab. It sits inside
 * RequireAuth, so a member is logged in; their profile may still be loading.
 *
 * The decision is taken in an effect from the store's profile as it is at that moment, not from the
 * value of the last render: a kept-alive page shown again runs its effects before it re-renders, so
 * a decision taken at render time would replay the one made before the member bound the phone.
 */
export function RequireBoundPhone({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const store = useStore();
  const member = useAtomValue(memberAtom);
  const authServed = useServedRoutes().isServed('auth');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const refuse = useRefuseRoute();

  useEffect(() => {
    const current = store.get(memberAtom);
    if (current === null || isBound(current)) return;
    refuse(pathname);
    bus.emit('ui:tips-dialog', { msg: t('guard.bindPhoneFirst') });
    // The router reports its own navigation errors; a redirect has nothing to wait for.
    void navigate(boundPhoneLanding(current, authServed), { replace: true });
  }, [store, member, authServed, navigate, pathname, refuse, t]);

  if (member !== null && isBound(member)) return children;
  return <Spinner />;
}
