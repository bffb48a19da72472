import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { hrefFor } from 'shared/routes';
import { memberAtom } from 'shared/state';
import { Spinner } from 'shared/ui';

/**
 * SPEC §2 guard 2: routes flagged bindPhone (bank card, virtual coin, alipay, account management)
 * need a bound phone and a bound real name; otherwise the member goes to the auth page to bind them.
 * It sits inside RequireAuth, so a member is logged in; their profile may still be loading.
 */
export function RequireBoundPhone({ children }: { children: ReactNode }) {
  const member = useAtomValue(memberAtom);
  if (!member) return <Spinner />;
  return member.bindPhone && member.bindRealName ? children : <Navigate to={hrefFor('auth')} replace />;
}
