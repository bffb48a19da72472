import { useAtomValue } from 'jotai';
import { brandAtom, siteInfoAtom } from 'shared/state';

/** SPEC §2: deposits need both the brand flag and the site switch; the host hides the page otherwise. */
export function useDepositEnabled(): boolean {
  const brand = useAtomValue(brandAtom);
  const siteInfo = useAtomValue(siteInfoAtom);
  return (brand?.flags.depositEnabled ?? true) && (siteInfo?.siteBaseConfig.depositSwitch ?? 1) === 1;
}
