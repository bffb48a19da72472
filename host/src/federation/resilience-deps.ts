import type { RemoteEvent } from 'shared/diagnostics';

/**
 * What the federation runtime plugin needs from `shared`, handed over by the host's app code
 * (registerBrandRemotes). The plugin runs before the share scope is set up, so neither it nor
 * anything it imports may import a shared module's values: a federated singleton is not there yet
 * and the page would fail to start.
 */
export interface ResilienceDeps {
  record: (event: Omit<RemoteEvent, 'at' | 'traceId'>) => void;
  /** The `shared` contract this host provides (SHARED_CONTRACT_VERSION). */
  contractVersion: string;
  satisfies: (provided: string, required: string) => boolean;
}

let deps: ResilienceDeps | null = null;

export function provideResilienceDeps(next: ResilienceDeps): void {
  deps = next;
}

export function resilienceDeps(): ResilienceDeps {
  // No remote is registered before the host provides these, so nothing loads without them.
  if (!deps) throw new Error('remote resilience used before registerBrandRemotes');
  return deps;
}
