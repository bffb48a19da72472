import { spawn } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PinHistoryEntry } from 'shared/contract/console';
import { ROOT, consolePort } from '../../scripts/lib/apps.mjs';
import { consolePost } from '../../scripts/lib/registry-client.mjs';
import { deploymentPorts } from '../../scripts/lib/remotes.mjs';

/** The delivery benchmark's deployment: its own ports, apart from the e2e suite's, `npm start`'s and the other benches'. */
export const deliveryPorts = { ...deploymentPorts(28790, 28780), console: consolePort(28780) };
export const deliverySite = `http://127.0.0.1:${deliveryPorts.host}`;
export const deliveryApi = `http://127.0.0.1:${deliveryPorts.api}`;

/** The text the changed build shows above the discount list (e2e/support/registry.ts). */
const CHANGED_TEXT = 'canary build';

/**
 * A copy of the changed mf-promotions build under `folder`/dist whose mark reads `label`: new bytes,
 * so a new content-addressed version, and a text only this version shows.
 */
export function labelledCopy(changedDist: string, folder: string, label: string): string {
  const dist = join(folder, 'dist');
  cpSync(changedDist, dist, { recursive: true, filter: (path) => !/\.(br|gz)$/.test(path) });
  let changed = 0;
  for (const name of readdirSync(dist, { recursive: true }) as string[]) {
    if (!name.endsWith('.js')) continue;
    const path = join(dist, name);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(CHANGED_TEXT)) continue;
    writeFileSync(path, text.replaceAll(CHANGED_TEXT, label));
    changed += 1;
  }
  if (changed === 0) throw new Error(`no script of ${changedDist} shows "${CHANGED_TEXT}"`);
  return folder;
}

/**
 * `npm run publish:remote -- mf-promotions --from <folder> --no-build`, the team's command, with the
 * bench's console session (PUBLISH_TOKEN, as a CI passes it): resolves to the version it printed.
 */
export function publishCommand(folder: string, token: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'scripts', 'publish-remote.mjs'), 'mf-promotions', '--from', folder, '--no-build'],
      {
        cwd: ROOT,
        env: { ...process.env, PUBLISH_API: deliveryApi, PUBLISH_TOKEN: token },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => {
      // Its first line names the version: "› mf-promotions 已发布新版本 <16 hex digits>".
      const version = /\b([0-9a-f]{16})\b/.exec(output)?.[1];
      if (code === 0 && version) resolve(version);
      else reject(new Error(`publish:remote exited ${code}: ${output.trim()}`));
    });
  });
}

/** The console calls the benchmark makes as the release operator. */
export interface Releases {
  change(body: Record<string, unknown>): Promise<void>;
  /** The brand's newest history row. */
  latest(): Promise<PinHistoryEntry | undefined>;
}

export function releases(token: string, siteId: string): Releases {
  return {
    change: async (body) => {
      await consolePost(deliveryApi, '/releases/change', { siteId, remote: 'promotions', ...body }, token);
    },
    latest: async () => {
      const page = (await consolePost(
        deliveryApi,
        '/releases/history',
        { siteId, pageNum: 1, pageSize: 1 },
        token,
      )) as { list: PinHistoryEntry[] };
      return page.list[0];
    },
  };
}
