import type { BrandConfig } from 'shared/config';
import { federationName, remoteNames, type RemoteName } from 'shared/remotes';
import type * as federationInstance from './federation-instance';
import type { RemoteRegistration } from './federation-instance';
import { rememberRemoteOrigin } from './remote-health';
import { installRemoteScriptGuard } from './remote-script-guard';
import { resolveRemoteEntries, type RemoteEntries } from './resolve-remotes';

type FederationInstance = typeof federationInstance;

let entries: RemoteEntries = {};
let resolution: Promise<void> = Promise.resolve();
let runtime: Promise<FederationInstance> | null = null;

/** A remote as the runtime registers it, or null when the brand leaves it out. */
function registrationOf(remote: RemoteName): RemoteRegistration | null {
  const entry = entries[remote];
  return entry ? { name: federationName[remote], entry } : null;
}

function adoptEntries(next: RemoteEntries): void {
  entries = next;
  for (const remote of remoteNames) {
    const registration = registrationOf(remote);
    if (registration) rememberRemoteOrigin(registration.name, registration.entry);
  }
}

/**
 * The federation runtime learns the remotes from the brand config (no address is built in), each
 * replaced by the version the brand pins for this visitor (resolve-remotes.ts). The pins are asked
 * now, while the first page renders; only the first remote to load waits for the answer.
 */
export function registerBrandRemotes(
  brand: BrandConfig,
  resolve: (brand: BrandConfig) => Promise<RemoteEntries> = resolveRemoteEntries,
): void {
  installRemoteScriptGuard();
  adoptEntries({ ...brand.remotes });
  resolution = resolve(brand).then(adoptEntries, () => undefined);
}

/**
 * The federation runtime with the brand's remotes, loaded the first time a page shows a remote (a
 * chunk of its own: a page without remotes never fetches it). A failed fetch of that chunk is not
 * kept: the area's retry fetches it again.
 */
export function federationRuntime(): Promise<FederationInstance> {
  if (!runtime) {
    const loading = Promise.all([
      import(/* webpackChunkName: "federation-runtime" */ './federation-instance'),
      resolution,
    ]).then(([federation]) => {
      federation.registerRemotes(remoteNames.flatMap((remote) => registrationOf(remote) ?? []));
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
export function reregisterRemote(_brand: BrandConfig, remote: RemoteName): void {
  const registration = registrationOf(remote);
  if (!registration || !runtime) return;
  void runtime.then((federation) => federation.registerRemotes([registration], { force: true }));
}
