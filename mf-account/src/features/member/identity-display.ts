import { useAtomValue } from 'jotai';
import { maskEmail, maskPhone, maskRealName } from 'shared/format';
import { brandAtom } from 'shared/state';

/** How the member's phone, e-mail and real name are written on this site. */
export interface IdentityDisplay {
  phone(value: string): string;
  email(value: string): string;
  realName(value: string): string;
}

const asIs = (value: string) => value;

/**
 * SPEC §1 hideRealNumber: when the brand hides them, every phone, e-mail and real name is masked
 * with shared/format's masks; otherwise they show as the server sends them (its phone is masked
 * already).
 */
export function identityDisplay(hide: boolean): IdentityDisplay {
  return hide
    ? { phone: maskPhone, email: maskEmail, realName: maskRealName }
    : { phone: asIs, email: asIs, realName: asIs };
}

export function useIdentityDisplay(): IdentityDisplay {
  // The host renders after the brand has loaded; without one (a test) nothing is hidden, the flag's default.
  const hide = useAtomValue(brandAtom)?.flags.hideRealNumber ?? false;
  return identityDisplay(hide);
}
