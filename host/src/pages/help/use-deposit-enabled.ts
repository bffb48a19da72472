import { useAtomValue } from 'jotai';
import { siteInfoAtom, useBrand } from 'shared/state';

/**
 * Deposits are on when both the build flag and the site setting allow them (SPEC §1 flags, §2
 * "When the deposit site setting is off"); until preInfo answers, the site setting counts as on,
 * like the shell's own rule.
 */
export function useDepositEnabled(): boolean {
  const brand = useBrand();
  const siteInfo = useAtomValue(siteInfoAtom);
  return brand.flags.depositEnabled && (siteInfo?.siteBaseConfig.depositSwitch ?? 1) === 1;
}
