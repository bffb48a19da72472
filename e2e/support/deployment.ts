import type { KeyObject } from 'node:crypto';
import { appServerOptions } from '../../scripts/lib/site.mjs';
import { apps } from '../../scripts/lib/apps.mjs';
import { renderBrand } from '../../scripts/lib/brand.mjs';
import { remoteNames, type RemoteName } from '../../scripts/lib/remotes.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

export type AppKey = 'host' | RemoteName;
export type Ports = Record<AppKey | 'api', number>;

export const remoteKeys: RemoteName[] = [...remoteNames];

export function brandFor(name: string, ports: Ports): Record<string, unknown> {
  return renderBrand(name, ports) as Record<string, unknown>;
}

/**
 * Serves one app's production build on its port; the host answers /brand.json with `brand()`.
 * `overridePublicKey` verifies developer overrides (scripts/lib/site-override.mjs); none: no override.
 */
export function serveApp(
  key: AppKey,
  ports: Ports,
  brand: () => unknown,
  overridePublicKey: KeyObject | null = null,
): Promise<StaticServer> {
  const app = apps.find((a) => (a.remote ?? 'host') === key);
  if (!app) throw new Error(`unknown app ${key}`);
  return startStaticServer(appServerOptions(app, ports, () => JSON.stringify(brand()), overridePublicKey));
}
