import type { RemoteName } from '../remotes/names';
import type { BrandConfig } from './brand';

/** A brand includes a vertical exactly when its config names that remote's manifest. */
export function includesRemote(config: Pick<BrandConfig, 'remotes'>, remote: RemoteName): boolean {
  return typeof config.remotes[remote] === 'string';
}
