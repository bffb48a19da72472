import { createInstance } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import type { hostSharedScope } from 'shared/build';
import provideFederationSdkPlugin from './provide-federation-sdk-plugin';
import remoteFailurePlugin from './remote-failure-plugin';
import { sharedProviders } from './shared-providers';

/** Defined by the host's build: the table hostSharedScope() gives. */
declare const __PLATFORM_HOST_SHARED__: ReturnType<typeof hostSharedScope>;

/** One remote as the runtime registers it: its container name and its manifest's address. */
export interface RemoteRegistration {
  name: string;
  entry: string;
}

function sharedScope(): NonNullable<Parameters<typeof createInstance>[0]['shared']> {
  return Object.fromEntries(
    Object.entries(__PLATFORM_HOST_SHARED__).map(([name, { version, shareConfig }]) => {
      const provide = sharedProviders[name];
      if (!provide) throw new Error(`the host has no module for shared ${name}`);
      // loaded: these are the page's instances. loaded-first then picks them over a remote's own
      // copy of a singleton that a newer minor build declares at a higher version.
      const get = () => provide().then((module) => () => module);
      return [name, { version, shareConfig, scope: 'default', loaded: true, get }];
    }),
  );
}

/**
 * The host's one federation instance. This module is a chunk of its own, imported the first time a
 * page shows a remote (register-remotes.ts), so a page without one never loads the runtime.
 * - injectExternalRuntimeCorePlugin puts this runtime core on the page for the remotes' production
 *   entries (built with externalRuntime), as the SDK plugin does for the SDK helpers;
 * - remoteFailurePlugin: manifests' last known good, crossorigin entries, failures recorded;
 * - loaded-first: a remote takes the host's modules, never its own copy of a singleton.
 */
const instance = createInstance({
  name: 'host',
  remotes: [],
  shared: sharedScope(),
  shareStrategy: 'loaded-first',
  plugins: [injectExternalRuntimeCorePlugin(), provideFederationSdkPlugin(), remoteFailurePlugin()],
});

export function registerRemotes(remotes: RemoteRegistration[], options?: { force?: boolean }): void {
  instance.registerRemotes(remotes, options);
}

export function loadRemote<T>(id: string): Promise<T | null> {
  return instance.loadRemote<T>(id);
}
