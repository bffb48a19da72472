import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { BrandConfig } from 'shared/config';
import { recordRemoteEvent } from 'shared/diagnostics';
import { contractSatisfies, federationName, remoteNames, SHARED_CONTRACT_VERSION, type RemoteName } from 'shared/remotes';
import { rememberRemoteOrigin } from './remote-health';
import { provideResilienceDeps } from './resilience-deps';
import { installRemoteScriptGuard } from './remote-script-guard';

/** The federation runtime learns the remotes from the brand config only (no address is built in). */
export function registerBrandRemotes(brand: BrandConfig): void {
  provideResilienceDeps({ record: recordRemoteEvent, contractVersion: SHARED_CONTRACT_VERSION, satisfies: contractSatisfies });
  installRemoteScriptGuard();
  const remotes = remoteNames.flatMap((remote) => {
    const entry = brand.remotes[remote];
    if (entry) rememberRemoteOrigin(federationName[remote], entry);
    return entry ? [{ name: federationName[remote], entry }] : [];
  });
  registerRemotes(remotes);
}

/** Drops everything the runtime cached for a remote (a failed manifest or entry) and registers it again. */
export function reregisterRemote(brand: BrandConfig, remote: RemoteName): void {
  const entry = brand.remotes[remote];
  if (entry) registerRemotes([{ name: federationName[remote], entry }], { force: true });
}
