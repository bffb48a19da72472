import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { BrandConfig } from 'shared/config';
import { federationName, remoteNames, type RemoteName } from 'shared/remotes';

/** The federation runtime learns the remotes from the brand config only (no address is built in). */
export function registerBrandRemotes(brand: BrandConfig): void {
  const remotes = remoteNames.flatMap((remote) => {
    const entry = brand.remotes[remote];
    return entry ? [{ name: federationName[remote], entry }] : [];
  });
  registerRemotes(remotes);
}

/** Drops everything the runtime cached for a remote (a failed manifest or entry) and registers it again. */
export function reregisterRemote(brand: BrandConfig, remote: RemoteName): void {
  const entry = brand.remotes[remote];
  if (entry) registerRemotes([{ name: federationName[remote], entry }], { force: true });
}
