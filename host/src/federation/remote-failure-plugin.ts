import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordRemoteEvent } from 'shared/diagnostics';
import { fetchManifest } from './last-known-good';
import { markRemoteFailed, remoteOfAddress } from './remote-health';

function isManifest(url: string): boolean {
  return new URL(url, location.href).pathname.endsWith('.json');
}

/**
 * Runtime plugin for the remotes' resilience.
 * - manifests go through fetchManifest (last known good, the `shared` contract check);
 * - entries load with crossorigin, so an error in one names its script and the script guard can
 *   catch it instead of letting it reach window.onerror;
 * - a remote that fails to load (manifest, entry or chunk) is recorded, so the retry drops the
 *   runtime's cached failure and registers it afresh. The error itself still reaches the area's
 *   error boundary, which shows the retry panel.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'platform-remote-failure',
    fetch(url, init, remoteInfo) {
      if (!isManifest(url)) return undefined;
      return fetchManifest(url, init, remoteInfo?.name ?? remoteOfAddress(url) ?? url);
    },
    createScript({ url, attrs }) {
      if (remoteOfAddress(url) === null) return undefined;
      const script = document.createElement('script');
      script.type = 'text/javascript';
      script.crossOrigin = 'anonymous';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'crossorigin' && typeof value === 'string') script.setAttribute(name, value);
      }
      script.src = url;
      return script;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      const remote = remoteOfAddress(id) ?? id.split('/')[0] ?? id;
      markRemoteFailed(remote);
      recordRemoteEvent({
        kind: 'load-failed',
        remote,
        url: id,
        detail: `${lifecycle}: ${error instanceof Error ? error.message : String(error)}`,
      });
      throw error instanceof Error ? error : new Error(String(error));
    },
  };
}
