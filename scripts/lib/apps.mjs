// Where everything runs: one table for `npm start`, the e2e suite and the README.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deploymentPorts, remoteDir, remoteNames } from './remotes.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The host and the seven remotes: package folder and remote name (null for the host). */
/** @type {{ dir: string, remote: import('./remotes.mjs').RemoteName | null }[]} */
export const apps = [
  { dir: 'host', remote: null },
  ...remoteNames.map((remote) => ({ dir: remoteDir(remote), remote })),
];

/** The operator console: a plain app on its own origin, never part of the player site's federation. */
export const consoleApp = { dir: 'console' };

/** The console's port: the next after the remotes' (8088 beside host 8080 … chat 8087). */
export function consolePort(host) {
  return host + 1 + remoteNames.length;
}

/**
 * `npm start` ports; every one can be moved with PORT_<NAME> (PORT_HOST=9000, PORT_API=9090,
 * PORT_CONSOLE=9088).
 */
export const defaultPorts = { ...deploymentPorts(8090, 8080), console: consolePort(8080) };

export function portsFromEnv(base = defaultPorts, env = process.env) {
  return Object.fromEntries(
    Object.entries(base).map(([name, port]) => [name, Number(env[`PORT_${name.toUpperCase()}`] ?? port)]),
  );
}

export const DEMO_LOGIN = { username: 'demo888', password: 'demo1234' };
