import { atom } from 'jotai';
import { buildTimeFlags } from '../config/flags';
import { brandAtom, siteInfoAtom } from './atoms';

/**
 * Whether deposits are on (SPEC §1 flag "deposit enabled", §2 "When the deposit site setting is
 * off"): the brand's depositEnabled flag and the site's depositSwitch must both allow them. Every
 * deposit rule (the shell's not-found for /mine/savemoney and /app/help/ck, the help menu, the
 * member centre's shortcut, the served-routes check) reads this one atom.
 *
 * No brand loaded (a remote's tests or harness; the host always sets the brand before its first
 * render) means the build's default, exactly as for a brand that does not set the flag. Until
 * preInfo answers, the site switch counts as on.
 */
export const depositEnabledAtom = atom((get) => {
  const flag = get(brandAtom)?.flags.depositEnabled ?? buildTimeFlags().depositEnabled;
  return flag && (get(siteInfoAtom)?.siteBaseConfig.depositSwitch ?? 1) === 1;
});
