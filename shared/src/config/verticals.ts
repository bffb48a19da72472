import type { RemoteName } from '../remotes/names';
import type { BrandConfig } from './brand';

/** A brand includes a vertical exactly when its config names that remote's manifest. */
export function includesRemote(config: Pick<BrandConfig, 'remotes'>, remote: RemoteName): boolean {
  return typeof config.remotes[remote] === 'string';
}

/**
 * Whether the brand offers a remote's pages: it includes the remote, and for sports the skipSport
 * flag is off (SPEC §1 "skip sport": sports leaves the site as if the brand had left the remote out).
 */
export function offersRemote(config: Pick<BrandConfig, 'remotes' | 'flags'>, remote: RemoteName): boolean {
  if (remote === 'sports' && config.flags.skipSport) return false;
  return includesRemote(config, remote);
}
