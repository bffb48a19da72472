import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT, apps } from '../../scripts/lib/apps.mjs';
import { appServerOptions } from '../../scripts/lib/site.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import type { AppKey, Ports, StaticServer } from './deployment';

/** Ports of the remote-hardening fixtures (apart from the run's deployment). */
export const fixturePorts = { host: 28200, remote: 28201 } as const;

type RemoteKey = Exclude<AppKey, 'host'>;

function appOf(key: RemoteKey) {
  const app = apps.find((a) => a.remote === key);
  if (!app) throw new Error(`unknown remote ${key}`);
  return app;
}

/** Serves a folder as remote `key` would be served (same headers, caching and CORS). */
export function serveRemoteFrom(
  key: RemoteKey,
  root: string,
  ports: Ports,
  brandJson: () => string,
): Promise<StaticServer> {
  return startStaticServer({ ...appServerOptions(appOf(key), ports, brandJson), root });
}

/** A copy of remote `key`'s production build in a temp folder. */
export function copyOfBuild(key: RemoteKey): string {
  const dir = mkdtempSync(join(tmpdir(), `remote-fixture-${key}-`));
  cpSync(join(ROOT, appOf(key).dir, 'dist'), dir, { recursive: true });
  return dir;
}

/** Replaces a file (and drops its precompressed copies, which would otherwise be served instead). */
function overwrite(dir: string, file: string, text: string): void {
  writeFileSync(join(dir, file), text);
  for (const suffix of ['.br', '.gz']) rmSync(join(dir, file + suffix), { force: true });
}

const BROKEN = 'var broken = {;\n';

/** A build whose remoteEntry.js does not parse. */
export function withBrokenEntry(dir: string): string {
  overwrite(dir, 'remoteEntry.js', BROKEN + readFileSync(join(dir, 'remoteEntry.js'), 'utf8'));
  return 'remoteEntry.js';
}

/** A build whose chunk for the exposed module `expose` (e.g. DiscountPage) does not parse. */
export function withBrokenChunk(dir: string, expose: string): string {
  const chunk = readdirSync(dir).find((f) => f.startsWith(`__federation_expose_${expose}.`) && f.endsWith('.js'));
  if (!chunk) throw new Error(`no chunk for ${expose} in ${dir}`);
  overwrite(dir, chunk, BROKEN + readFileSync(join(dir, chunk), 'utf8'));
  return chunk;
}

const run = promisify(execFile);

/** Builds remote `key` from the workspace's source declaring `shared` at `version` (a newer contract). */
export async function buildSkewedRemote(key: RemoteKey, version = '2.0.0'): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `remote-skew-${key}-`));
  await run(
    process.execPath,
    [join(ROOT, 'e2e', 'fixtures', 'build-skewed-remote.mjs'), appOf(key).dir, dir, version],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
  );
  return dir;
}

export interface RemoteEvent {
  kind: string;
  remote: string;
  url: string;
  detail: string;
  hash?: string;
}
