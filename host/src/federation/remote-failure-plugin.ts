import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { markRemoteFailed } from './remote-health';

/**
 * Runtime plugin: a remote that fails to load (manifest, entry or chunk) is recorded, so the
 * retry can drop the runtime's cached failure and register the remote afresh. The error itself
 * still reaches the area's error boundary, which shows the retry panel.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'platform-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      const remote = id.split('/')[0] ?? id;
      markRemoteFailed(remote);
      console.warn(`[federation] ${id} failed to load at ${lifecycle}`, error);
      throw error instanceof Error ? error : new Error(String(error));
    },
  };
}
