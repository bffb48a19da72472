import type { BrandConfig } from 'shared/config';
import { federationName, remoteOf, type RemoteModuleKey } from 'shared/remotes';
import { federationIdOf } from '../federation/load-remote-module';
import { federationRuntime, reregisterRemote } from '../federation/register-remotes';
import { takeRemoteFailure } from '../federation/remote-health';
import { prefetchAllowed } from './prefetch-allowed';

/** Modules asked for ahead of a click in this page's life: each is fetched once at most. */
const asked = new Set<RemoteModuleKey>();

/**
 * Fetches and runs a remote module without showing it (its remote's entry, the module's chunks and
 * the shared modules it needs), so the page that shows it finds it in the runtime's cache. Silent
 * on failure: the runtime's cached failure is dropped and the remote registered afresh, so the
 * page's own load tries the network again as if nothing had been asked before.
 */
export async function prefetchRemote(brand: BrandConfig, key: RemoteModuleKey): Promise<void> {
  if (asked.has(key) || !prefetchAllowed()) return;
  const remote = remoteOf(key);
  if (!brand.remotes[remote]) return;
  asked.add(key);
  try {
    await (await federationRuntime()).loadRemote(federationIdOf(key));
  } catch {
    if (takeRemoteFailure(federationName[remote])) reregisterRemote(brand, remote);
  }
}

/** Test seam: forget what was prefetched, as a new page would. */
export function forgetPrefetched(): void {
  asked.clear();
}
