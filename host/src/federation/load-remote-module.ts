import { reportRemoteLoad } from 'shared/diagnostics';
import { translationsReady } from 'shared/i18n';
import { federationName, remoteOf, type RemoteModuleKey, type RemoteModules, type RemoteName } from 'shared/remotes';
import { federationRuntime } from './register-remotes';
import { isRemoteIncompatible, remoteVersion } from './remote-health';

/** Why a remote did not load: its server (or script) failed, or it needs a newer `shared` than this host's. */
export type RemoteFailureReason = 'unavailable' | 'incompatible';

/** A remote that could not be loaded, named for the retry panel. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    cause?: unknown,
    readonly reason: RemoteFailureReason = 'unavailable',
  ) {
    super(`remote ${remote} failed to load (${reason})`, { cause });
  }
}

/** The runtime's id of a module (`mf_casino/VenueListPage` for `casino/VenueListPage`). */
export function federationIdOf(key: RemoteModuleKey): string {
  return `${federationName[remoteOf(key)]}/${key.slice(key.indexOf('/') + 1)}`;
}

/**
 * The typed wrapper around loadRemote: the key names the module and fixes its props through
 * shared/remotes, so the host never sees an untyped remote.
 */
export async function loadRemoteModule<K extends RemoteModuleKey>(key: K): Promise<{ default: RemoteModules[K] }> {
  const remote = remoteOf(key);
  const id = federationIdOf(key);
  const container = federationName[remote];
  const started = performance.now();
  // Each load's time and outcome go to support's trace lookup (and the remote-health figures).
  const report = (outcome: 'ok' | 'unavailable' | 'incompatible') =>
    reportRemoteLoad({
      remote: container,
      outcome,
      ms: performance.now() - started,
      version: remoteVersion(container),
    });
  let module: { default?: unknown } | null;
  try {
    module = await (await federationRuntime()).loadRemote<{ default?: unknown }>(id);
  } catch (error) {
    const reason = isRemoteIncompatible(container) ? 'incompatible' : 'unavailable';
    report(reason);
    throw new RemoteLoadError(remote, error, reason);
  }
  report('ok');
  const component = module?.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new RemoteLoadError(remote, new Error(`${id} has no default export`));
  }
  // A page in zh-TW shows the remote once its zh-TW texts (fetched on its registration) are in.
  await translationsReady();
  return { default: component as RemoteModules[K] };
}
