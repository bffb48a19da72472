import type { BrandConfig } from 'shared/config';
import { federationName, remoteNames, type RemoteName } from 'shared/remotes';
import type * as federationInstance from './federation-instance';
import type { RemoteRegistration } from './federation-instance';
import { rememberRemoteOrigin } from './remote-health';
import { installRemoteScriptGuard } from './remote-script-guard';

type FederationInstance = typeof federationInstance;

let brandRemotes: RemoteRegistration[] = [];
let runtime: Promise<FederationInstance> | null = null;

/** The brand's remote as the runtime registers it, or null when the brand leaves it out. */
function registrationOf(brand: BrandConfig, remote: RemoteName): RemoteRegistration | null {
  const entry = brand.remotes[remote];
  return entry ? { name: federationName[remote], entry } : null;
}

/** The federation runtime learns the remotes from the brand config only (no address is built in). */
export function registerBrandRemotes(brand: BrandConfig): void {
  installRemoteScriptGuard();
  brandRemotes = remoteNames.flatMap((remote) => registrationOf(brand, remote) ?? []);
  for (const { name, entry } of brandRemotes) rememberRemoteOrigin(name, entry);
}

/**
 * The federation runtime with the brand's remotes, loaded the first time a page shows a remote (a
 * chunk of its own: a page without remotes never fetches it). A failed fetch of that chunk is not
 * kept: the area's retry fetches it again.
 */
export function federationRuntime(): Promise<FederationInstance> {
  if (!runtime) {
    const loading = import(/* webpackChunkName: "federation-runtime" */ './federation-instance').then((federation) => {
      federation.registerRemotes(brandRemotes);
      return federation;
    });
    loading.catch(() => {
      if (runtime === loading) runtime = null;
    });
    runtime = loading;
  }
  return runtime;
}

/**
 * Drops everything the runtime cached for a remote (a failed manifest or entry) and registers it
 * again. Called before the retry's load, which waits on the same runtime, so it runs first.
 */
export function reregisterRemote(brand: BrandConfig, remote: RemoteName): void {
  const registration = registrationOf(brand, remote);
  if (!registration || !runtime) return;
  void runtime.then((federation) => federation.registerRemotes([registration], { force: true }));
}
