// Where everything runs: one table for `npm start`, the e2e suite and the README.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deploymentPorts, remoteDir, remoteNames } from './remotes.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The host and the seven remotes: package folder and remote name (null for the host). */
/** @type {{ dir: string, remote: import('./remotes.mjs').RemoteName | null }[]} */
export const apps = [{ dir: 'host', remote: null }, ...remoteNames.map((remote) => ({ dir: remoteDir(remote), remote }))];

/** `npm start` ports; every one can be moved with PORT_<NAME> (PORT_HOST=9000, PORT_API=9090). */
export const defaultPorts = deploymentPorts(8090, 8080);

export function portsFromEnv(base = defaultPorts, env = process.env) {
  return Object.fromEntries(Object.entries(base).map(([name, port]) => [name, Number(env[`PORT_${name.toUpperCase()}`] ?? port)]));
}

export const DEMO_LOGIN = { username: 'demo888', password: 'demo1234' };
