// Where everything runs: one table for `npm start`, the e2e suite and the README.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The host and the seven remotes: package folder and remote name (null for the host). */
export const apps = [
  { dir: 'host', remote: null },
  { dir: 'mf-auth', remote: 'auth' },
  { dir: 'mf-sports', remote: 'sports' },
  { dir: 'mf-casino', remote: 'casino' },
  { dir: 'mf-wallet', remote: 'wallet' },
  { dir: 'mf-promotions', remote: 'promotions' },
  { dir: 'mf-account', remote: 'account' },
  { dir: 'mf-chat', remote: 'chat' },
];

/** `npm start` ports; every one can be moved with PORT_<NAME> (PORT_HOST=9000, PORT_API=9090). */
export const defaultPorts = {
  api: 8090,
  host: 8080,
  auth: 8081,
  sports: 8082,
  casino: 8083,
  wallet: 8084,
  promotions: 8085,
  account: 8086,
  chat: 8087,
};

export function portsFromEnv(base = defaultPorts, env = process.env) {
  return Object.fromEntries(Object.entries(base).map(([name, port]) => [name, Number(env[`PORT_${name.toUpperCase()}`] ?? port)]));
}

export const DEMO_LOGIN = { username: 'demo888', password: 'demo1234' };
