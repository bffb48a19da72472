import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
import { ENCODE_NAME_PREFIX, decodeName } from '@module-federation/sdk';

/**
 * What a remote's bundled federation runtime reads from the SDK and the error codes (its
 * webpack-bundler-runtime and runtime packages; the test next to this file re-reads them, so an
 * upgrade that needs more fails there, not in a player's page).
 */
export const sdkForRemotes = { ENCODE_NAME_PREFIX, decodeName };
export const errorCodesForRemotes = { RUNTIME_009, runtimeDescMap };

/** Where the remotes' production builds find them (their `externals`, shared/build/federated-app.mjs). */
interface FederationGlobals {
  _FEDERATION_SDK?: typeof sdkForRemotes;
  _FEDERATION_ERROR_CODES?: typeof errorCodesForRemotes;
}

/**
 * Gives the remotes this page's federation SDK helpers and error codes, as the runtime core already
 * is (injectExternalRuntimeCorePlugin): each remote entry then carries its share and expose tables without a
 * copy of both packages (about 5 KiB gzip less per remote entry). Only the parts remotes read, which
 * the host's own runtime uses anyway, so the host's first page pays nothing for it. Set before any
 * remote entry runs: runtime plugins start with the host's federation instance.
 */
export default function provideFederationSdkPlugin(): ModuleFederationRuntimePlugin {
  const globals = globalThis as FederationGlobals;
  globals._FEDERATION_SDK ??= sdkForRemotes;
  globals._FEDERATION_ERROR_CODES ??= errorCodesForRemotes;
  return { name: 'platform-provide-federation-sdk' };
}
